// inputs 27883a8c52ba093c293b46e055a91c6d (npm run schemas:check compares this line with the schemas)
// Generated from schemas/page.schema.json by scripts/schemaToTypes.ts — do not edit by hand.
// Change the meta-schema, then run `npx tsx scripts/buildSchemaValidator.ts`; a test fails while this file is stale.

/** Text shown to the user: a plain string, or one per language (zh-CN is the fallback). */
export type LocalizedText = string | {
  "zh-CN": string;
  en?: string;
};

/** Text with {{field}} placeholders filled from the current record; {{a||b}} takes the first non-empty. A string that is exactly one placeholder keeps the value's type. */
export type Template = string;

/** A field of the record, dots for nested fields (lines.0.qty). */
export type FieldPath = string;

/** An app route of the spec's route table, e.g. /packagesSub/purchaseOrder/index. */
export type Route = string;

/** A function code: a menu code (the user's menu tree must hold it) or a finer code the server may list in shieldCode. */
export type Permission = string;

/** Name of a value list in schemas/enums.json (poStatus, inStatus, outStatus, reconStatus…). */
export type EnumName = string;

export type Scalar = string | number | boolean;

/** A JSON value whose strings are templates. {"$map": "lines", "to": {...}} turns each element of a list into the value of `to`; {"$expr": …} is an expression (see expression). */
export type ValueTemplate = Expression | string | number | boolean | null | ValueTemplate[] | {
  [key: string]: ValueTemplate;
};

/** A server call under /mobile/api. The answer is the envelope's data; paths pick rows, total and the record out of it. */
export interface Api {
  url: Template;
  method?: "GET" | "POST";
  /** Fixed parameters sent with every call (body for POST, query for GET). */
  params?: {
    [key: string]: ValueTemplate;
  };
  /** lists: send pageNum/pageSize and load more pages; false when one answer holds every row */
  paged?: boolean;
  listPath?: FieldPath;
  totalPath?: FieldPath;
  dataPath?: FieldPath;
}

/** A test on the current record, as data: {field, op, value}, or all/any/not of conditions. gt/gte/lt/lte compare dates (YYYY-MM-DD, or an instant read on the chain's clock) by their day, and the value "today" is the current business day; against the value "now" they compare instants by time (a slot that has ended). Or an expression that is true or false ({"$expr": …}). */
export type Condition = {
  field: FieldPath;
  op: "eq" | "ne" | "in" | "nin" | "gt" | "gte" | "lt" | "lte" | "empty" | "notEmpty";
  value?: string | number | boolean | null | Scalar[];
} | {
  all: Condition[];
} | {
  any: Condition[];
} | {
  not: Condition;
} | Expression;

/** How a value is shown (spec §5). Presets: amount 2 decimals grouped, rate percent of a ratio with 2 decimals, quantity 3, price 4, currency = amount with the configured symbol; change = a ratio against an earlier period as ▲12.34% / ▼3.10%, coloured by direction; boolean = 是/否 (Yes/No) for true/false. */
export type Format = "text" | "amount" | "rate" | "quantity" | "price" | "integer" | "currency" | "date" | "datetime" | "change" | "boolean" | {
  type: "boolean";
  true?: LocalizedText;
  false?: LocalizedText;
} | {
  type: "number";
  decimals: number;
  grouping?: boolean;
  suffix?: string;
} | {
  type: "rate";
  decimals?: number;
  input?: "ratio" | "percent";
} | {
  type: "enum";
  enum: EnumName;
};

/** A field of a list row or a line table. On a phone a row is a card: `card` says where the field goes. */
export interface Column {
  field: FieldPath;
  label: LocalizedText;
  format?: Format;
  /** where the field goes on a phone's card: title, subtitle, status badge, a label/value pair (field) or a full-width one (wide); text: the words of a message without label, two lines; foot: a small grey line at the card's foot, its fields side by side without labels (a category, a time) */
  card?: "title" | "subtitle" | "badge" | "field" | "wide" | "text" | "foot";
  align?: "left" | "right" | "center";
  width?: number;
  /** hidden until the user shows it in column settings */
  defaultHidden?: boolean;
  /** List and report pages: the user may order the cards by this field (the sort buttons above them). The rows on the phone are sorted, so while more pages remain on the server the list says the order covers the loaded rows only; a list whose order matters over all its rows loads them at once (`api.paged: false`). Not on a detail's line table. */
  sortable?: boolean;
  shieldCode?: Permission;
  visibleWhen?: Condition;
  /** List and report pages: another name for the column while the page's filter values meet `when` (its fields are the filters' parameters; the first that holds wins), for a column that counts something else on one tab: the stock query's running-out stores are the stores out of stock on its out-of-stock tab. The cards, the field settings and an export all say it. */
  labelWhen?: Array<{
    when: Condition;
    label: LocalizedText;
  }>;
  mark?: Mark;
}

export interface Option {
  /** Sent as the filter's parameter; a list sends several codes (e.g. statuses 3 and 5). */
  value: string | number | boolean | Array<string | number>;
  label: LocalizedText;
}

/** A query control above a list. Its value is sent as `param` (default: field); ranges send paramFrom/paramTo (default: fieldFrom/fieldTo). */
export interface Filter {
  field: string;
  widget: "text" | "select" | "tabs" | "dateRange" | "numberRange" | "branch" | "item" | "category";
  label?: LocalizedText;
  placeholder?: LocalizedText;
  param?: string;
  paramFrom?: string;
  paramTo?: string;
  /** dateRange: the parameter that takes the minute (HH:MM) up to which the last day is counted, when a link's query gives it under this name (the previous period of a figure counted to the same time of day); the filter's title then shows it, and picking another period drops it. Without it such a link opens whole days. */
  paramUntil?: string;
  enum?: EnumName;
  /** with `enum`: the codes to offer, in this order */
  only?: Array<string | number>;
  options?: Option[];
  /** tabs/select start with 全部/All (default true) */
  allOption?: boolean;
  /** The value last chosen is the filter's start the next time a page that remembers this field opens (per user, on this phone; a link's value wins): a chain admin's store on the dock screens. */
  remember?: boolean;
  /** tabs: where the list answer holds per-value counts ({"2": 5, …}) shown on the tabs */
  countsPath?: FieldPath;
  /** branch and item pickers: where the choices come from (rows of {id, name, code}); a branch list loads once, an item list is searched with {keyword, pageNum, pageSize}. */
  optionsApi?: Api;
  /** Initial value. dateRange: today, yesterday, last7days, last30days, thisMonth, lastMonth, thisYear. */
  default?: string | number | boolean | Array<string | number>;
  required?: boolean;
  shieldCode?: Permission;
}

/** Tapping a row opens this route with the query filled from the row. */
export interface RowLink {
  to: Route;
  query?: {
    [key: string]: QueryValue;
  };
  /** only rows meeting this condition open this link (list rows and detail lines); in a list of links the first that applies wins */
  when?: Condition;
}

/** Where tapping a row (or a line) leads: one link, or a list of links with `when` conditions of which the first that applies to the row is taken (a ledger's rows open the document of their type). A row no link applies to does not open. */
export type RowLinks = RowLink | RowLink[];

/** Ask before acting; `input` asks for a text (e.g. a reason) that the body can use as {{input}}. */
export interface Confirm {
  title?: LocalizedText;
  content: LocalizedText;
  input?: {
    label: LocalizedText;
    required?: boolean;
    maxLength?: number;
    /** A scan button beside the text: the camera reads a QR code or barcode (a printed document's number) into it, as if typed. Where the browser has no camera, typing stays. */
    scan?: boolean;
    /** Common answers offered as chips above the text (the chain's usual rejection reasons): a tap adds one to the text, which stays free to edit. */
    reasons?: LocalizedText[];
  };
}

/** A button. request: call `api` with `body`, then refresh (detail) or go back (form). link: open a route. print: print the document. submit: validate the form and send its data. session: a move of the session itself (`session` names it). */
export interface Action {
  id: string;
  label: LocalizedText;
  type: "request" | "link" | "print" | "submit" | "session";
  session?: SessionAction;
  api?: Api;
  body?: ValueTemplate;
  to?: Route;
  query?: {
    [key: string]: QueryValue;
  };
  confirm?: Confirm;
  style?: "primary" | "danger" | "default";
  successText?: LocalizedText;
  /** after a request or submit (default: refresh in details and lists, back in forms); open: opens `to` with `query` (templates over the record) in place of this screen; show: refreshes this screen and opens `to` over it (Back returns here), e.g. a list's start-live opening the live view */
  after?: "refresh" | "back" | "stay" | "open" | "show";
  /** submit: keep the local draft after success (a save, not a final submit) */
  draft?: boolean;
  /** submit: saves what is filled, the form's required fields may still be empty (a draft on the server); every other check still applies. The required fields are the final submit's */
  partial?: boolean;
  /** print: the print templates (schemas/print/<id>.json) this document offers, the first preselected; without it the page's own fields are printed */
  templates?: string[];
  shieldCode?: Permission;
  visibleWhen?: Condition;
}

/** A session move, run on the phone: chooseSupplier acts for the supplier of the record (a row over {{$session.suppliers}}; the first choice after login keeps the token, a later one swaps it for a new one; either goes home), logout ends the session (the server revokes the token) and opens login, language opens the language picker. */
export type SessionAction = "chooseSupplier" | "logout" | "language";

/** A value of the signed-in session, read in templates as {{$session.name}} and in conditions as the field $session.name (only by a dashboard's profile, links, actions and note tiles). userName, userKind (supplier, buyer, boss), supplierId, supplierCode, supplierName (the supplier the session acts for; empty before one is chosen), suppliers (the suppliers the user may act for: rows of id, code, name, current), supplierCount, merchantName, roleNames, languageName (the current language's own name), unreadMessages, appVersion, vendorWebsite (true when the deployment names a vendor website). */
export type SessionValue = "userName" | "userKind" | "supplierId" | "supplierCode" | "supplierName" | "suppliers" | "supplierCount" | "merchantName" | "roleNames" | "languageName" | "unreadMessages" | "appVersion" | "vendorWebsite";

export interface SectionField {
  field: FieldPath;
  label: LocalizedText;
  format?: Format;
  /** takes the full width (long texts) */
  wide?: boolean;
  /** the value is a link to this route (e.g. a receipt's order number opens the order); not a link while the value is empty */
  to?: Route;
  query?: {
    [key: string]: QueryValue;
  };
  shieldCode?: Permission;
  visibleWhen?: Condition;
  mark?: Mark;
  /** images: the value is a list of uploads (ids, or objects with an id) drawn as thumbnails served by GET /common/file/:id; a tap shows the photo full screen */
  widget?: "images";
}

/** A titled group of fields of a detail record. */
export interface Section {
  title?: LocalizedText;
  /** A video player above the fields, playing the HLS stream (or video file) whose URL is in `field` (a live camera); nothing shows while the field is empty. */
  video?: {
    field: FieldPath;
  };
  fields: SectionField[];
  shieldCode?: Permission;
  visibleWhen?: Condition;
}

/** The lines of a document (detail page), each shown as a card on a phone. */
export interface LineTable {
  title?: LocalizedText;
  path: FieldPath;
  rowKey?: FieldPath;
  columns: Column[];
  /** tapping a line opens this route (a statement's source documents open their own details) */
  rowLink?: RowLinks;
  /** what the table says when the document has no such lines, in words fit for it (本对账单没有来源单据); default: no data */
  emptyText?: LocalizedText;
}

/** A total of a report, computed by the server (summaryApi). */
export interface SummaryField {
  field: FieldPath;
  label?: LocalizedText;
  format?: Format;
  /** Tapping the figure opens this route, the query filled from the page's filter values ({{$params.dateFrom}}) and the summary answer ({{netAmount}}): the rows behind the total. */
  link?: RowLink;
  /** A small line under the figure from the same answer, e.g. how the figure was counted: the parts whose `when` holds, templates over the answer ({{prevUntil}}) and the filter values ({{$params.dateTo}}). Nothing while no part holds. */
  note?: JoinedText;
  /** Hidden from users shielded from this code (a total of a shielded field). A total of a column's field also goes with that column when the column is hidden. */
  shieldCode?: Permission;
}

export interface ChartSeries {
  field: FieldPath;
  label?: LocalizedText;
  format?: Format;
  /** draw this series as bars or a line whatever the chart's type (a line of net sales over bars of profit); bar and line charts only */
  type?: "bar" | "line";
}

/** An ECharts bar, line or pie bound to rows by field names. In a report it charts the loaded rows, or the answer of its own api called with the page's filters; on a dashboard it has its own api. */
export interface ChartSpec {
  type: "bar" | "line" | "pie";
  title?: LocalizedText;
  api?: Api;
  /** category field (pie: slice name) */
  x: FieldPath;
  series: ChartSeries[];
  /** chart only the first N rows */
  limit?: number;
  /** Bar charts only: categories down the side (first row on top), bars across, as many as the chart's height has lines for. Absent: so when a category's name cannot sit whole under its upright bar (store, supplier and item names; never days or months); true: always; false: never. A name still too long is cut in the middle (its start and its end kept; a tap shows it whole). */
  horizontal?: boolean;
  /** What the card says when there are no rows ("no page reported an error in the last hour"), in place of the empty chart; default: no data for the period */
  emptyText?: LocalizedText;
  height?: number;
  shieldCode?: Permission;
  /** Dashboards: the tile is drawn, and its figures asked, only while the page's filter values meet this condition (fields are the filters' parameters): a chart of days hidden for a one-day period, {"field": "period", "op": "ne", "value": "today"}. */
  visibleWhen?: Condition;
  /** false: this tile's figures do not depend on the page's filters (a to-do count), so they are not sent to its api. Only on a dashboard. */
  filters?: false;
  /** Tapping a bar, point or slice opens this route, the query filled from that row and the page's filter values ({{$params.dateFrom}}): the rows behind the figure. */
  drill?: RowLink;
}

export interface StatItem {
  field: FieldPath;
  label: LocalizedText;
  format?: Format;
  to?: Route;
  query?: {
    [key: string]: QueryValue;
  };
  /** A ratio of change against the period before (0.1234 = +12.34%), shown under the figure as ▲/▼ in the colour of its direction. */
  change?: FieldPath;
  /** What `change` holds: a ratio of change (the default: ▲12.34%), or for a figure that is itself a share (member share, margin) the difference of the two shares in points (0.0177: ▲1.77 pp, ▲1.77个百分点), since a ratio of two ratios reads as points next to a percentage. */
  changeIn?: "ratio" | "points";
  /** a word after the figure ("11 单"), per language; unlike other texts its English may be empty (a count needs no word there) */
  unit?: string | {
    "zh-CN": string;
    en: string;
  };
  /** a second, smaller figure under the first (the amount under a count) */
  detail?: {
    field: FieldPath;
    format?: Format;
  };
  /** leave the figure out when the answer has no value for it (null: the user's role does not cover it) */
  hideEmpty?: boolean;
}

/** Figures from one api call, each a tile. */
export interface StatTile {
  type: "stat";
  title?: LocalizedText;
  api: Api;
  items: StatItem[];
  shieldCode?: Permission;
  /** Dashboards: the tile is drawn, and its figures asked, only while the page's filter values meet this condition (fields are the filters' parameters): a chart of days hidden for a one-day period, {"field": "period", "op": "ne", "value": "today"}. */
  visibleWhen?: Condition;
  /** false: this tile's figures do not depend on the page's filters (a to-do count), so they are not sent to its api. Only on a dashboard. */
  filters?: false;
  /** attention: figures that ask for action (home's to-dos), in the app's colour */
  look?: "plain" | "attention";
  /** the tile is absent when its call fails or no figure is left to show (extras such as home's to-dos), rather than an error with a retry */
  quiet?: boolean;
  /** A small line under the title from the same answer, e.g. how the figures were counted: the parts whose `when` holds, templates over the answer (the minute a "same time" comparison cuts at, {{prevUntil}}). Nothing while no part holds. */
  note?: JoinedText;
  /** A warning line above the figures, from the same answer: the `parts` whose `when` holds, joined by `join`; tapping it opens the first `link` that applies. Nothing while no part holds. */
  notice?: {
    parts: Array<{
      when?: Condition;
      /** a template over the answer ({{qualifications.expiring}}) */
      text: LocalizedText;
    }>;
    join?: LocalizedText;
    link?: RowLinks;
  };
}

export interface LoadMore {
  /** px from the bottom at which the next page loads (spec §9) */
  distance?: number;
}

/** Export the rows of the current filter (all pages, up to maxRows). */
export interface ExportSpec {
  formats: Array<"csv" | "xlsx">;
  fileName?: LocalizedText;
  maxRows?: number;
}

export interface ListPage {
  $schema?: string;
  id: string;
  kind: "list";
  /** The screen's address. Leave it out to take the route of the menu entry `menuCode` names (the usual case for a list or report the menu opens). */
  route?: Route;
  /** Nav-bar title. Leave it out to take the name of the menu entry `menuCode` names. */
  title?: LocalizedText;
  menuCode: Permission;
  routeWhen?: RouteWhen;
  pageTabs?: PageTabs;
  description?: string;
  api: Api;
  rowKey?: FieldPath;
  pageSize?: number;
  filters?: Filter[];
  columns: Column[];
  rowLink?: RowLinks;
  rowActions?: Action[];
  /** The page's own buttons beside the keyword box (a link to a new document's form, a request over the list); their record is the route query. */
  actions?: Action[];
  loadMore?: LoadMore;
  pullRefresh?: boolean;
  /** the user may hide and reorder fields (saved per user) */
  columnSettings?: boolean;
  emptyText?: LocalizedText;
  quietRows?: QuietRows;
}

export interface ReportPage {
  $schema?: string;
  id: string;
  kind: "report";
  /** The screen's address. Leave it out to take the route of the menu entry `menuCode` names (the usual case for a list or report the menu opens). */
  route?: Route;
  /** Nav-bar title. Leave it out to take the name of the menu entry `menuCode` names. */
  title?: LocalizedText;
  menuCode: Permission;
  routeWhen?: RouteWhen;
  pageTabs?: PageTabs;
  description?: string;
  /** true: the figures are as of now (stock on hand, documents expiring), not of a period, so the report needs no dateRange filter. Default false: a required dateRange is the report's period. */
  snapshot?: boolean;
  api: Api;
  summaryApi?: Api;
  /** where the list answer itself holds the totals (instead of a summaryApi call) */
  summaryPath?: FieldPath;
  summary?: SummaryField[];
  chart?: ChartSpec;
  export?: ExportSpec;
  rowKey?: FieldPath;
  pageSize?: number;
  /** The report's filters. A report over a period must hold a required dateRange (its period); a snapshot report (`snapshot: true`) need not. */
  filters: Filter[];
  columns: Column[];
  rowLink?: RowLinks;
  loadMore?: LoadMore;
  pullRefresh?: boolean;
  columnSettings?: boolean;
  emptyText?: LocalizedText;
  quietRows?: QuietRows;
}

export interface DetailPage {
  $schema?: string;
  id: string;
  kind: "detail";
  /** The screen's own address: a detail or form is not a menu entry, so it names its route. */
  route: Route;
  title: LocalizedText;
  menuCode: Permission;
  routeWhen?: RouteWhen;
  pageTabs?: PageTabs;
  description?: string;
  api: Api;
  /** big line at the top, e.g. {{sheetNo}} */
  heading?: Template;
  /** the status badge beside the heading */
  status?: {
    field: FieldPath;
    enum: EnumName;
  };
  sections: Section[];
  lines?: LineTable;
  conversation?: Conversation;
  /** Tabs below the sections and lines: each a part of the record or of its own call (goods details: info, purchases, sales, stock, suppliers). */
  tabs?: DetailTab[];
  actions?: Action[];
}

export interface FormPage {
  $schema?: string;
  id: string;
  kind: "form";
  /** The screen's own address: a detail or form is not a menu entry, so it names its route. */
  route: Route;
  title: LocalizedText;
  menuCode: Permission;
  routeWhen?: RouteWhen;
  pageTabs?: PageTabs;
  description?: string;
  /** Fills the form: the `api` answer, reshaped by `map` (a value template over the answer and the route query) when given; without `api`, `map` over the route query alone (a link's parameters as the form's first values). */
  load?: {
    api?: Api;
    map?: ValueTemplate;
    /** A route query parameter the load needs ("id"): opened without it, the form starts empty (a new document) and nothing is loaded. */
    onlyWith?: string;
  };
  /** When the loaded record is not in a state for this form (a settlement no longer awaiting invoices, opened by a direct link): the first entry whose `when` holds over the load's answer (with the route query) is shown in place of the fields and buttons, saying why, with a button that opens `link` in place of the form (the document itself, where its state shows). A form for a new document loads nothing, so none applies. The server still refuses a send; this says so before anything is typed. */
  closedWhen?: FormClosed[];
  /** JSON Schema of the form data, rendered by @rjsf/core with the app's mobile widgets. */
  schema: {
    type: "object";
    [key: string]: unknown;
  };
  /** @rjsf uiSchema; ui:widget names one of $defs/fieldWidget (picker, date, cascader, image, number, textarea…) */
  uiSchema?: {
    [key: string]: unknown;
  };
  actions: Action[];
  /** keep unsaved input in local storage */
  draft?: boolean;
}

/** A state of the loaded record in which the form has nothing to do, said in words, with a way to the document. */
export interface FormClosed {
  when: Condition;
  /** what the state is (本结算单已付款) */
  title: LocalizedText;
  /** why there is nothing to do here, and what happens instead */
  text?: LocalizedText;
  link: {
    label: LocalizedText;
    to: Route;
    query?: {
      [key: string]: QueryValue;
    };
  };
}

export interface DashboardPage {
  $schema?: string;
  id: string;
  kind: "dashboard";
  /** The screen's address. Leave it out to take the route of the menu entry `menuCode` names (the usual case for a list or report the menu opens). */
  route?: Route;
  /** Nav-bar title. Leave it out to take the name of the menu entry `menuCode` names. */
  title?: LocalizedText;
  menuCode: Permission;
  routeWhen?: RouteWhen;
  pageTabs?: PageTabs;
  description?: string;
  /** Every signed-in user may see the page, whatever their menu holds (the screens of the session itself: choosing a supplier comes before the menu has arrived). `menuCode` still names the function the page belongs to; who may open its route stays the route table's. */
  everyone?: boolean;
  /** Session values asked of the server again when the page opens (they may have changed there): suppliers (while acting for one) and unreadMessages (users with a message centre). */
  sessionRefresh?: Array<"suppliers" | "unreadMessages">;
  /** sent to every tile's api */
  filters?: Filter[];
  tiles: Array<StatTile | BannerTile | MenuTile | ProfileTile | LinksTile | ActionsTile | NoteTile | ChartSpec & Required<Pick<ChartSpec, "api">>>;
}

/** The uiSchema of one top-level form field; only the parts the engine reads itself are described here. */
export interface UiField {
  "ui:options"?: {
    check?: FieldCheck;
    /** drop what spec §5 keeps out of free text (emoji, symbols) while the user types */
    textFilter?: boolean;
    /** What the field's value must look like, said when its `pattern` or `format` refuses what was typed (请按 时:分 填写，如 08:30), in place of the general 格式不正确 / invalid format. Give an example of a valid value; a placeholder such as 选填 is no example. */
    formatMessage?: LocalizedText;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/** A server check of the field while the user types: once typing pauses, `api` is called with the value under `param` (plus `with`); its { ok, message } answer, or its refusal (code 140: every item error), is shown under the field until the value changes. Empty and schema-invalid values are not sent; a newer keystroke aborts the call on its way. */
export interface FieldCheck {
  api: Api;
  /** the parameter the field's value is sent as */
  param: string;
  /** more parameters, templates over the form data ({"id": "{{id}}"}); the check runs again when they change */
  with?: {
    [key: string]: ValueTemplate;
  };
  debounceMs?: number;
  okPath?: string;
  messagePath?: string;
  /** where a refusing answer holds a value to use instead (a free PLU code): the message gets a button that puts it in the field */
  offerPath?: string;
}

/** Names a form's uiSchema may give ui:widget: the app's own form fields (src/engine/kinds/form/fields) and the standard @rjsf widgets its theme draws. */
export type FieldWidget = "picker" | "date" | "cascader" | "image" | "images" | "number" | "textarea" | "password" | "text" | "checkbox" | "select" | "updown" | "hidden" | "chips" | "notice" | "slot";

/** One tab of a detail page: its own call (filled from the page's record, e.g. {"itemId": "{{itemId}}"}) or the page's record, shown as sections, line cards and a small chart. Only the open tab calls its api, once. */
export interface DetailTab {
  /** the tab's name in the address (?tab=purchases), unique on the page */
  key: string;
  title: LocalizedText;
  /** the tab's own call; without it the tab shows the page's record */
  api?: Api;
  sections?: Section[];
  /** a chart over the rows at `lines.path` (or the api's listPath) */
  chart?: ChartSpec;
  lines?: LineTable;
  shieldCode?: Permission;
}

/** A tag drawn beside a value while a condition holds (an expected payment date in the past marked overdue). */
export interface Mark {
  when: Condition;
  label: LocalizedText;
  color?: "default" | "primary" | "success" | "warning" | "danger";
}

/** This file serves its route only when the route's query holds `param` (with `value`: exactly that value). Several files may share a route this way: the one without `routeWhen` serves it otherwise (feedback: the form, ?tab=mine the list, ?id= one item). The route, its title and its menu code are the plain file's. */
export interface RouteWhen {
  param: string;
  value?: string;
}

/** One title of the strip of tabs across the top of a page: opens the page's route with `query` in place of the current one (back leaves the screen, as from one page). The tab whose query the address holds is marked; a tab without query is the plain page. */
export interface PageTab {
  title: LocalizedText;
  query?: {
    [key: string]: string;
  };
}

/** Tabs between the files that share this route (see routeWhen); each file lists the same tabs. */
export type PageTabs = PageTab[];

/** A conversation under the sections: the messages at `path` (oldest first), each with who wrote it (an enum: label and colour), when and what; and a reply box whose text the `reply` actions send as {{input}} (an action whose body reads {{input}} waits for text). The text is filtered as typed (spec §5: emoji and symbols dropped). */
export interface Conversation {
  title?: LocalizedText;
  path: FieldPath;
  author: {
    field: FieldPath;
    enum: EnumName;
  };
  time: FieldPath;
  text: FieldPath;
  reply?: {
    placeholder?: LocalizedText;
    maxLength?: number;
    visibleWhen?: Condition;
    actions: Action[];
  };
}

/** The chain's banners (rows of the answer), one at a time, rotating every 5 s and swiped by dots; a tap opens the row's `link` route. `seenApi` is called once per banner shown per visit and `tapApi` on a tap (their params are templates over the banner). No rows, or a failed call: no tile. While loading it keeps the space the last visit's banners took. */
export interface BannerTile {
  type: "banner";
  api: Api;
  key: FieldPath;
  title: FieldPath;
  subtitle?: FieldPath;
  /** a field holding the card's background colour */
  color?: FieldPath;
  /** a field holding a route of the app; a route the app does not know is not opened */
  link?: FieldPath;
  seenApi?: Api;
  tapApi?: Api;
  shieldCode?: Permission;
  filters?: false;
}

/** The user's functions: one group per top-level menu entry, a tile per entry with a route that the user's menu holds (its icon, or the name's first character), loose entries last under `title`. Entries that open a tab are left out. */
export interface MenuTile {
  type: "menu";
  /** the heading of the entries that are not in a group */
  title?: LocalizedText;
  emptyText?: LocalizedText;
  shieldCode?: Permission;
}

/** A line made of parts: the `parts` whose `when` holds, joined by `join` (nothing while no part holds). */
export interface JoinedText {
  parts: Array<{
    when?: Condition;
    /** a template ({{$session.merchantName}}) */
    text: LocalizedText;
  }>;
  join?: LocalizedText;
}

/** Who is signed in, as the header of the my page: a round avatar with the name's first character, the name and lines under it, on the app's colour. Templates read the session ({{$session.userName}}). */
export interface ProfileTile {
  type: "profile";
  /** a template: {{$session.userName}} */
  name: LocalizedText;
  lines?: JoinedText[];
  shieldCode?: Permission;
}

/** A line glyph before a row's label (src/engine/kinds/dashboard/rowIcons.tsx draws each). */
export type RowIcon = "switch" | "info" | "lock" | "chat" | "about" | "bell" | "web" | "lang";

/** One row of a links tile: an icon, the label (a template over the row's record and {{$session…}}), a grey line under it, and at its end a count badge, a tag or a text; a tap opens `to` with `query` or runs `action` (one of the two). */
export interface LinkRow {
  /** a template: {{name}} */
  label: LocalizedText;
  icon?: RowIcon;
  /** a template: a grey line under the label */
  description?: LocalizedText;
  to?: Route;
  query?: {
    [key: string]: QueryValue;
  };
  action?: Action;
  /** a template: grey text at the row's end ({{$session.languageName}}) */
  extra?: LocalizedText;
  /** a count shown as a red badge at the row's end while above 0 (99+ beyond 99): {{$session.unreadMessages}} */
  badge?: Template;
  /** a tag at the row's end while `when` holds for the row (the current supplier) */
  tag?: {
    text: LocalizedText;
    when: Condition;
  };
  visibleWhen?: Condition;
  shieldCode?: Permission;
}

/** Rows to tap, as a list: fixed `rows` (the my page's entries), or one `row` for each element of the list at `each` ("$session.suppliers"), with an optional search box over the rows' fields, a note under it and the words for no rows or no match. */
export interface LinksTile {
  type: "links";
  rows?: LinkRow[];
  /** a list of the scope, each element the record of one `row`: $session.suppliers */
  each?: FieldPath;
  row?: LinkRow;
  /** card: a rounded card set in from the sides, lifted over a profile tile above it; plain (default): full width */
  look?: "plain" | "card";
  /** a search box above the rows: keeps rows one of whose `fields` holds the typed text (case and surrounding blanks ignored) */
  search?: {
    placeholder: LocalizedText;
    fields: FieldPath[];
  };
  note?: LocalizedText;
  emptyText?: LocalizedText;
  noMatchText?: LocalizedText;
  shieldCode?: Permission;
}

/** Buttons across the screen's width, one under the other (the my page's log out); their record is the session ({{$session…}}). */
export interface ActionsTile {
  type: "actions";
  actions: Action[];
  shieldCode?: Permission;
}

/** A small grey centred line (a template: the app's version). */
export interface NoteTile {
  type: "note";
  text: LocalizedText;
  shieldCode?: Permission;
}

/** A computed value, as data: {"$expr": <JSON-logic>} over the record (a row, a document; {"var": "key"}) and the page's filter values ({"var": "$params.dateFrom"}). JSON-logic's operations (var, if, or, ==, cat, …) and date operations on YYYY-MM-DD days and YYYY-MM months: monthStart and monthEnd of a month key, addDays, addMonths (a day or a month shifted), formatDate (YYYY, MM, DD), laterDate and earlierDate. An operation given a value not of its form answers null, so {"or": [a, b]} falls through to b. Evaluated without eval: the app's strict CSP holds. */
export interface Expression {
  $expr: Logic;
}

/** JSON-logic: a value, a list, or {"operation": arguments} with one operation (schemas:check names an operation it does not know). */
export type Logic = string | number | boolean | null | Logic[] | {
  [key: string]: Logic;
};

/** A link's query value: a template over the record ({{key}}), or an expression ({"$expr": {"monthStart": {"var": "key"}}}). */
export type QueryValue = Template | Expression;

/** Rows that say nothing yet (every store at ¥0.00 before the day's first sale): when every row of the answer meets `when`, the list says `text` in place of ranking them, with buttons that set a filter to another value (`offers`: yesterday, this week). */
export interface QuietRows {
  /** a test on each row: true for a row with nothing in it yet */
  when: Condition;
  text: LocalizedText;
  offers?: Array<{
    /** a filter of the page */
    field: string;
    /** one of that filter's options */
    value: string;
    label: LocalizedText;
  }>;
}

/** One screen of the 云快订 app, rendered by src/engine. Pure data: no JavaScript in strings; text templates are {{field}}. */
export type PageSchema = ListPage | ReportPage | DetailPage | FormPage | DashboardPage;

export type PageKind = PageSchema['kind'];
