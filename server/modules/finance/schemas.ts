/**
 * Input and answer schemas of the finance API, one file per concern. Amounts are NUMERIC and travel as decimal text.
 * Routes and queries import from here.
 */
export * from './statementSchemas';
export * from './feeSchemas';
export * from './settlementSchemas';
export * from './payableSchemas';
export * from './sourceSheetSchemas';
