/**
 * Input and answer schemas of delivery appointments, one file per concern: the supplier's shipping notices (ASN,
 * 发货通知), dock slots (预约) and the chain's side of the docks. Routes and queries import from here.
 */
export * from './asnSchemas';
export * from './slotSchemas';
export * from './dockSchemas';
