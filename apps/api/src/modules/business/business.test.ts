// GET /api/business: the configured merchant, readable by anyone and cacheable.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '../../../test/test-app';

describe.each(testEngines)('the business on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('answers the configured business to a signed-out visitor, cacheable for an hour', async () => {
    t = await createTestApp(engine, {
      BUSINESS_LEGAL_NAME: 'Hunar Skills LLP',
      BUSINESS_ADDRESS: '14 Residency Road, Bengaluru, Karnataka 560025',
      BUSINESS_STATE: 'Karnataka',
      BUSINESS_GSTIN: '29AAGCB7383J1Z4',
      GST_RATE_PERCENT: '18',
      GRIEVANCE_OFFICER_NAME: 'Ravi Menon',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@hunar.example',
      GRIEVANCE_OFFICER_PHONE: '+91 80 4000 1234',
      ORDER_PAYMENT_TIMEOUT_MINUTES: '45',
    });
    const response = await t.app.inject('/api/business');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual({
      legalName: 'Hunar Skills LLP',
      address: '14 Residency Road, Bengaluru, Karnataka 560025',
      state: { code: '29', name: 'Karnataka' },
      gstin: '29AAGCB7383J1Z4',
      sac: '999293',
      gstRatePercent: 18,
      grievanceOfficer: {
        name: 'Ravi Menon',
        email: 'grievance@hunar.example',
        phone: '+91 80 4000 1234',
      },
      orderPaymentWindowMinutes: 45,
      paymentMethods: ['card', 'upi'],
    });
  });

  it('names the demo business when none is configured', async () => {
    t = await createTestApp(engine);
    const response = await t.app.inject('/api/business');
    expect(response.json()).toMatchObject({
      legalName: 'Kaushal Learning Private Limited',
      gstin: '27AAKCK1234M1ZB',
      state: { code: '27', name: 'Maharashtra' },
    });
  });
});
