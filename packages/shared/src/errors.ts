// The closed set of error codes the API answers with, and the HTTP status each one maps to.

export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  ADDRESS_AND_PAYMENT_REQUIRED: 400,
  INVALID_PAYMENT_SIGNATURE: 400,
  INVALID_RESET_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  USER_EXISTS: 409,
  ALREADY_IN_CART: 409,
  OUT_OF_STOCK: 409,
  CONFLICT: 409,
  PROMO_CODE_NOT_APPLICABLE: 409,
  REQUEST_TIMEOUT: 408,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  HEADERS_TOO_LARGE: 431,
  PRODUCT_UNAVAILABLE: 422,
  ORDER_NOT_PAYABLE: 422,
  PAYMENT_DECLINED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  SERVICE_UNAVAILABLE: 503,
  CART_EMPTY: 422,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The JSON body of every error response. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  issues?: { path: string; message: string }[];
  requestId?: string;
}
