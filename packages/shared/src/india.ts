// India's states and union territories with their GST state codes, and the GSTIN's format and check
// character: read by the API's configuration (the shop's own GSTIN) and by the web app's address form.

export interface IndianState {
  /** The two-digit GST state code, as the first two characters of a GSTIN registered there. */
  readonly code: string;
  readonly name: string;
  readonly unionTerritory: boolean;
}

/**
 * Every state and union territory as the GST system numbers them today: Dadra and Nagar Haveli and
 * Daman and Diu (merged in 2020) under 26, where 25 is retired; Andhra Pradesh under 37, where 28 was
 * the undivided state. 97 ("Other Territory") covers the offshore areas outside any state.
 */
export const indianStates: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir', unionTerritory: true },
  { code: '02', name: 'Himachal Pradesh', unionTerritory: false },
  { code: '03', name: 'Punjab', unionTerritory: false },
  { code: '04', name: 'Chandigarh', unionTerritory: true },
  { code: '05', name: 'Uttarakhand', unionTerritory: false },
  { code: '06', name: 'Haryana', unionTerritory: false },
  { code: '07', name: 'Delhi', unionTerritory: true },
  { code: '08', name: 'Rajasthan', unionTerritory: false },
  { code: '09', name: 'Uttar Pradesh', unionTerritory: false },
  { code: '10', name: 'Bihar', unionTerritory: false },
  { code: '11', name: 'Sikkim', unionTerritory: false },
  { code: '12', name: 'Arunachal Pradesh', unionTerritory: false },
  { code: '13', name: 'Nagaland', unionTerritory: false },
  { code: '14', name: 'Manipur', unionTerritory: false },
  { code: '15', name: 'Mizoram', unionTerritory: false },
  { code: '16', name: 'Tripura', unionTerritory: false },
  { code: '17', name: 'Meghalaya', unionTerritory: false },
  { code: '18', name: 'Assam', unionTerritory: false },
  { code: '19', name: 'West Bengal', unionTerritory: false },
  { code: '20', name: 'Jharkhand', unionTerritory: false },
  { code: '21', name: 'Odisha', unionTerritory: false },
  { code: '22', name: 'Chhattisgarh', unionTerritory: false },
  { code: '23', name: 'Madhya Pradesh', unionTerritory: false },
  { code: '24', name: 'Gujarat', unionTerritory: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', unionTerritory: true },
  { code: '27', name: 'Maharashtra', unionTerritory: false },
  { code: '29', name: 'Karnataka', unionTerritory: false },
  { code: '30', name: 'Goa', unionTerritory: false },
  { code: '31', name: 'Lakshadweep', unionTerritory: true },
  { code: '32', name: 'Kerala', unionTerritory: false },
  { code: '33', name: 'Tamil Nadu', unionTerritory: false },
  { code: '34', name: 'Puducherry', unionTerritory: true },
  { code: '35', name: 'Andaman and Nicobar Islands', unionTerritory: true },
  { code: '36', name: 'Telangana', unionTerritory: false },
  { code: '37', name: 'Andhra Pradesh', unionTerritory: false },
  { code: '38', name: 'Ladakh', unionTerritory: true },
  { code: '97', name: 'Other Territory', unionTerritory: true },
];

/** The state or union territory named (in any case) or numbered by its GST state code. */
export function findIndianState(nameOrCode: string): IndianState | undefined {
  const wanted = nameOrCode.trim().toLowerCase();
  return indianStates.find((state) => state.code === wanted || state.name.toLowerCase() === wanted);
}

/**
 * State code, PAN (five letters, four digits, a letter), the registration's number within that PAN
 * (1–9, then letters), the fixed `Z`, and the check character.
 */
export const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters: each character's value in base 36 times a
 * weight alternating 1 and 2, the product's quotient and remainder by 36 summed over all of them, and
 * the character that brings that sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** What is wrong with a GSTIN, in words a person can act on; undefined when it is valid. */
export function gstinProblem(gstin: string): string | undefined {
  if (gstin.length !== 15) return `a GSTIN has 15 characters, not ${gstin.length}`;
  if (!GSTIN_FORMAT.test(gstin)) {
    return 'a GSTIN is a state code, a PAN, an entity number, Z and a check character (e.g. 27AAPFU0939F1ZV), in capitals';
  }
  const code = gstin.slice(0, 2);
  if (!indianStates.some((state) => state.code === code)) {
    return `${code} is not the GST code of an Indian state or union territory`;
  }
  const check = gstinCheckCharacter(gstin);
  if (gstin.charAt(14) !== check) {
    return `its check character does not match (a GSTIN starting ${gstin.slice(0, 14)} ends in ${check}): look for a mistyped character`;
  }
  return undefined;
}

/** Whether a GSTIN is well formed, registered in a known state and carries its check character. */
export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === undefined;
}

/** Where a supply of services is made for GST, and on what ground. */
export interface PlaceOfSupply {
  state: IndianState;
  /**
   * `gstin`: the registered buyer's GSTIN's state; `address`: the billing address's state; `supplier`:
   * no address chosen yet (or one naming no state we know), so the supplier's own state.
   */
  basis: 'gstin' | 'address' | 'supplier';
}

/**
 * The place of supply of a workshop (IGST Act, s. 12(2)): for a registered buyer the state their GSTIN
 * is registered in (its first two digits), whatever their address says (s. 12(2)(a)); otherwise the
 * state of their address (s. 12(2)(b)). Undefined when neither names a state we know.
 */
export function placeOfSupplyOf(buyer: {
  state: string;
  gstin?: string | null | undefined;
}): PlaceOfSupply | undefined {
  const registered = buyer.gstin ? findIndianState(buyer.gstin.trim().slice(0, 2)) : undefined;
  if (registered) return { state: registered, basis: 'gstin' };
  const written = findIndianState(buyer.state);
  return written && { state: written, basis: 'address' };
}

/**
 * Which GST applies and why, as the checkout says it: "IGST applies: your GSTIN is registered in
 * Karnataka and we are in Maharashtra".
 */
export function taxNoteOf(place: PlaceOfSupply, supplier: IndianState): string {
  if (place.basis === 'supplier') {
    return `CGST + SGST shown as for ${supplier.name}, where we are, until you choose an address`;
  }
  const where =
    place.basis === 'gstin'
      ? `your GSTIN is registered in ${place.state.name}`
      : `your address is in ${place.state.name}`;
  return place.state.code === supplier.code
    ? `CGST + SGST apply: ${where}, where we are too`
    : `IGST applies: ${where} and we are in ${supplier.name}`;
}
