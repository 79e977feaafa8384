import { describe, expect, it } from 'vitest';
import { GRIEVANCE_OFFICER, KARNATAKA_BUSINESS } from '../test/test-app';
import { ConfigError, loadConfig } from './config';

/** The configuration's error message for these variables, or its business settings when valid. */
function business(env: Record<string, string>) {
  try {
    return loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/kaushal-config-test', ...env }).business;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

/** Production that takes real payments through Razorpay. */
const LIVE = {
  NODE_ENV: 'production',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'secret',
};

describe('business configuration', () => {
  it('names a made-up Maharashtra business with a valid GSTIN when none is configured', () => {
    expect(business({})).toEqual({
      legalName: 'Kaushal Learning Private Limited',
      address: expect.stringMatching(/Mumbai, Maharashtra 400069$/),
      state: { code: '27', name: 'Maharashtra', unionTerritory: false },
      gstin: '27AAKCK1234M1ZB',
      signatory: 'Asha Kulkarni, Director',
      sac: '999293',
      gstRatePercent: 18,
      grievanceOfficer: {
        name: 'Asha Kulkarni',
        email: 'grievance@kaushal.example',
        phone: '+91 22 0000 0000',
      },
      email: 'hello@kaushal.example',
    });
  });

  it('takes the business, its state by name or GST code, its tax settings and its grievance officer', () => {
    const configured = business({
      ...KARNATAKA_BUSINESS,
      ...GRIEVANCE_OFFICER,
      BUSINESS_STATE: '29',
      BUSINESS_GSTIN: '29aagcb7383j1z4',
      GST_SAC: '999294',
      GST_RATE_PERCENT: '5',
    });
    expect(configured).toMatchObject({
      legalName: 'Hunar Skills LLP',
      state: { code: '29', name: 'Karnataka' },
      gstin: '29AAGCB7383J1Z4',
      sac: '999294',
      gstRatePercent: 5,
      grievanceOfficer: { name: 'Ravi Menon', phone: '+91 80 4000 1234' },
      // A real business is never signed for by the demo's signatory: a line is left to sign.
      signatory: '',
    });
    expect(
      business({ ...KARNATAKA_BUSINESS, BUSINESS_SIGNATORY: 'Ravi Menon, Partner' }),
    ).toMatchObject({ signatory: 'Ravi Menon, Partner' });
  });

  it("sends enquiries to BUSINESS_EMAIL, or else to the grievance officer's mailbox", () => {
    expect(business({ ...GRIEVANCE_OFFICER, BUSINESS_EMAIL: 'hello@hunar.example' })).toMatchObject(
      { email: 'hello@hunar.example' },
    );
    expect(business(GRIEVANCE_OFFICER)).toMatchObject({ email: 'grievance@hunar.example' });
    expect(business({ BUSINESS_EMAIL: 'hello@' })).toBe(
      'Invalid configuration:\n  BUSINESS_EMAIL: Invalid email address',
    );
  });

  it('refuses a GSTIN whose check character is wrong', () => {
    expect(business({ ...KARNATAKA_BUSINESS, BUSINESS_GSTIN: '29AAGCB7383J1Z5' })).toBe(
      'Invalid configuration:\n  BUSINESS_GSTIN: not a valid GSTIN: its check character does not match (a GSTIN starting 29AAGCB7383J1Z ends in 4): look for a mistyped character',
    );
  });

  it('refuses a GSTIN of the wrong format', () => {
    expect(business({ ...KARNATAKA_BUSINESS, BUSINESS_GSTIN: '29AAGCB7383J1X4' })).toMatch(
      /^Invalid configuration:\n {2}BUSINESS_GSTIN: not a valid GSTIN: a GSTIN is a state code, a PAN/,
    );
  });

  it('refuses a GSTIN registered in another state than BUSINESS_STATE', () => {
    expect(business({ ...KARNATAKA_BUSINESS, BUSINESS_STATE: 'Maharashtra' })).toBe(
      "Invalid configuration:\n  BUSINESS_GSTIN: registered in Karnataka (29), not in BUSINESS_STATE Maharashtra (27): a GSTIN starts with its state's code",
    );
  });

  it('refuses an unknown state, an address without PIN code and a SAC that is not one', () => {
    const message = business({
      ...KARNATAKA_BUSINESS,
      BUSINESS_STATE: 'Bangalore',
      BUSINESS_ADDRESS: '14 Residency Road, Bengaluru',
      GST_SAC: '8471',
    });
    expect(message).toContain(
      'BUSINESS_STATE: expected an Indian state or union territory by name (Maharashtra) or GST state code (27); cannot read Bangalore',
    );
    expect(message).toContain(
      'BUSINESS_ADDRESS: include the 6-digit PIN code (invoices print the full address)',
    );
    expect(message).toContain('GST_SAC: expected a 6-digit services accounting code starting 99');
  });

  it('asks for the rest of the business when only part of it is configured', () => {
    expect(business({ BUSINESS_LEGAL_NAME: 'Hunar Skills LLP' })).toBe(
      [
        'Invalid configuration:',
        ...['BUSINESS_ADDRESS', 'BUSINESS_STATE', 'BUSINESS_GSTIN'].map(
          (name) =>
            `  ${name}: required with BUSINESS_LEGAL_NAME: set all of BUSINESS_LEGAL_NAME, BUSINESS_ADDRESS, BUSINESS_STATE, BUSINESS_GSTIN or none for the demo business`,
        ),
      ].join('\n'),
    );
  });

  it('refuses to take real payments in production without the business and its grievance officer', () => {
    const message = business({ ...LIVE, ...KARNATAKA_BUSINESS, BUSINESS_GSTIN: '' });
    expect(message).toBe(
      [
        'Invalid configuration:',
        '  BUSINESS_GSTIN: required in production with real payments: the pages, invoices and the payment provider name the business (BUSINESS_LEGAL_NAME, BUSINESS_ADDRESS, BUSINESS_STATE, BUSINESS_GSTIN)',
        ...['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL', 'GRIEVANCE_OFFICER_PHONE'].map(
          (name) =>
            `  ${name}: required in production with real payments: the contact page names the grievance officer, as the Consumer Protection (E-Commerce) Rules 2020 ask (GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL, GRIEVANCE_OFFICER_PHONE)`,
        ),
      ].join('\n'),
    );
    expect(business({ ...LIVE, ...KARNATAKA_BUSINESS, ...GRIEVANCE_OFFICER })).toMatchObject({
      legalName: 'Hunar Skills LLP',
    });
  });

  it('lets a production demo on the test gateway name the demo business', () => {
    expect(business({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toMatchObject({
      legalName: 'Kaushal Learning Private Limited',
    });
  });
});

describe('replica configuration', () => {
  const replica = (env: Record<string, string>) => {
    try {
      return loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/kaushal-config-test', ...env }).replica;
    } catch (error) {
      if (error instanceof ConfigError) return error.message;
      throw error;
    }
  };
  const primary = { DATABASE_URL: 'postgres://shop@db:5432/kaushal' };

  it('reads from a replica within 5 seconds of the primary unless told another bound', () => {
    expect(replica(primary)).toBeUndefined();
    expect(
      replica({ ...primary, DATABASE_REPLICA_URL: 'postgres://shop@replica:5432/kaushal' }),
    ).toEqual({
      url: 'postgres://shop@replica:5432/kaushal',
      maxLagMs: 5000,
    });
    expect(
      replica({
        ...primary,
        DATABASE_REPLICA_URL: 'postgres://shop@replica:5432/kaushal',
        REPLICA_MAX_LAG_SECONDS: '30',
      }),
    ).toMatchObject({ maxLagMs: 30_000 });
  });

  it('refuses a replica without its primary, a replica that is not PostgreSQL, and a bound out of range', () => {
    expect(replica({ DATABASE_REPLICA_URL: 'postgres://shop@replica:5432/kaushal' })).toMatch(
      /DATABASE_REPLICA_URL: DATABASE_REPLICA_URL is a replica of DATABASE_URL, which must be set too/,
    );
    expect(replica({ ...primary, DATABASE_REPLICA_URL: 'mysql://replica/kaushal' })).toMatch(
      /DATABASE_REPLICA_URL/,
    );
    expect(
      replica({
        ...primary,
        DATABASE_REPLICA_URL: 'postgres://shop@replica:5432/kaushal',
        REPLICA_MAX_LAG_SECONDS: '0',
      }),
    ).toMatch(/REPLICA_MAX_LAG_SECONDS/);
  });
});
