import { holds, type ReadText } from './text';

/**
 * A shop named by where it stands ("对面那家店", "隔壁超市", "the store across the street"): a competitor, no merchant
 * or supplier of this portal, so nothing here holds its figures. Such a question is out of scope and gets the honest
 * fallback on either side, never the asker's own figures (its sales words would otherwise route it to them), nor a
 * follow-up of the last answer. Another supplier named by place ("隔壁那家供应商") stays a refusal of another party.
 */
const placeAlone = ['对面那家', '对门那家', '隔壁那家', '旁边那家', '街对面', '马路对面', 'across the street', 'across the road', 'over the road', 'next door', 'down the street', 'down the road', 'around the corner'];
const place = ['对面', '对门', '隔壁', '旁边', '附近', '周边', 'nearby', 'neighbouring', 'neighboring', 'local'];
const shop = ['店', '超市', '商店', '商场', '卖场', 'shop', 'store', 'supermarket', 'market'];
const party = ['供应商', '供货商', '厂家', '厂商', 'supplier', 'vendor'];

const any = (t: ReadText, terms: string[]) => terms.some((term) => holds(t, term));

export function namesShopNearby(t: ReadText): boolean {
  return !any(t, party) && (any(t, placeAlone) || (any(t, place) && any(t, shop)));
}
