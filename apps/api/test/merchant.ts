// A merchant's own business details (not the demo's), for tests and benches that run the shop as a
// production server taking real payments, which refuses to start without them.
export const KARNATAKA_BUSINESS = {
  BUSINESS_LEGAL_NAME: 'Hunar Skills LLP',
  BUSINESS_ADDRESS: '14 Residency Road, Bengaluru, Karnataka 560025',
  BUSINESS_STATE: 'Karnataka',
  BUSINESS_GSTIN: '29AAGCB7383J1Z4',
};
export const GRIEVANCE_OFFICER = {
  GRIEVANCE_OFFICER_NAME: 'Ravi Menon',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@hunar.example',
  GRIEVANCE_OFFICER_PHONE: '+91 80 4000 1234',
};
/** Everything a production shop taking real payments must say about its merchant. */
export const LIVE_MERCHANT = { ...KARNATAKA_BUSINESS, ...GRIEVANCE_OFFICER };
