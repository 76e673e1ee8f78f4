import { route, type RouteSpec } from '../../lib/routeSpec';
import { renderSvg, type SvgChartRequest } from './renderSvg';
import { svgChartAnswer, svgChartInput } from './schemas';

const tags = ['charts'];

export const routes: RouteSpec[] = [
  route({
    // Any signed-in user: the figures are the caller's own (the answer of a call it was allowed to make), drawn
    // and sent back; nothing is read from the database.
    method: 'POST', url: '/scm/chart/svg', auth: 'user', read: true,
    // A phone draws a few charts per screen; the cap only bounds what one address can make the server draw.
    rateLimit: { max: 300, timeWindow: 60_000 },
    tags, summary: "A chart's first frame as SVG, drawn from the figures the page shows",
    schema: { body: svgChartInput, response: svgChartAnswer },
    // The series' `format` refers to the page schema's format definition ($ref into a JSON file), which the schema's
    // type cannot follow: the validated body is the SvgChartRequest that definition describes.
    handler: async (req) => ({ svg: await renderSvg(req.body as SvgChartRequest) }),
  }),
];
