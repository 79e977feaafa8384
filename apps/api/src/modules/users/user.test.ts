// The signed-in user's record on every engine: reading it, editing name and addresses (ids stay put),
// address validation with the messages of docs/product.md §5.2, and the edits that must be refused.
import type { Address, User } from '@kaushal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, users } from '../../db/schema';
import { signedInUser, testEngines, type SignedInUser } from '../../../test/test-app';
import {
  accountClient,
  createAccountsApp,
  validAddress,
  validationOf,
  type AccountClient,
  type AccountsTestApp,
} from '../../../test/account-client.fixture';

const address = (overrides: Partial<Address> = {}) => ({ ...validAddress, ...overrides });

describe.each(testEngines)('users API on %s', (engine) => {
  let t: AccountsTestApp;
  let client: AccountClient;

  const newUser = async (role: 'user' | 'admin' = 'user') => {
    const user = await signedInUser(t, role);
    client.remember(user.cookie.slice('sid='.length));
    return user;
  };
  const own = async (user: SignedInUser) => {
    const result = await client.get('/api/users/own', { cookie: user.cookie });
    expect(result.status).toBe(200);
    return result.body as User;
  };
  const patch = (user: SignedInUser, body: unknown, id: number | string = user.id) =>
    client.patch(`/api/users/${id}`, body, { cookie: user.cookie });
  const saveAddresses = async (user: SignedInUser, addresses: object[]) => {
    const result = await patch(user, { ...(await own(user)), addresses });
    expect(result.status).toBe(200);
    return (result.body as User).addresses;
  };

  beforeAll(async () => {
    t = await createAccountsApp(engine);
    client = accountClient(t.app);
  });
  afterAll(() => t.close());

  it('GET /users/own returns the signed-in user and nothing secret', async () => {
    const user = await newUser();
    const result = await client.get('/api/users/own', { cookie: user.cookie });
    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.body).toEqual({
      id: String(user.id),
      name: null,
      email: user.email,
      phone: null,
      role: 'user',
      addresses: [],
    });
  });

  it('answers 401 without a session, before looking at the body', async () => {
    expect((await client.get('/api/users/own')).status).toBe(401);
    const result = await client.patch('/api/users/1', { addresses: 'not a list' });
    expect(result.status).toBe(401);
    expect(result.body.code).toBe('UNAUTHENTICATED');
  });

  it('takes the whole user the original client sends and applies only name and addresses', async () => {
    const user = await newUser();
    const result = await patch(user, {
      id: '999',
      name: '  Asha Verma ',
      email: 'someone.else@example.com',
      role: 'admin',
      password: 'Hacked123',
      passwordHash: 'x',
      orders: [{ id: '1' }],
      addresses: [address()],
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      id: String(user.id),
      name: 'Asha Verma',
      email: user.email,
      phone: null,
      role: 'user',
      addresses: [{ ...validAddress, id: expect.stringMatching(/^\d+$/) }],
    });
    expect(await own(user)).toEqual(result.body);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ role: 'user', email: user.email });
    expect(
      (await client.post('/api/auth/login', { email: user.email, password: 'Hacked123' })).status,
    ).toBe(401);
  });

  it('edits the phone, stored as +91 and ten digits; blank removes it; a wrong one says why', async () => {
    const user = await newUser();
    const edited = await patch(user, { name: 'Kabir Das', phone: '098765 43210' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Kabir Das', phone: '+919876543210' });
    // The original client sends the whole user back: the stored phone is taken as it is.
    expect((await patch(user, edited.body)).body).toEqual(edited.body);
    expect((await patch(user, { name: 'Kabir' })).body).toMatchObject({ phone: '+919876543210' });

    const wrong = await patch(user, { phone: '+91 12345 67890' });
    expect(validationOf(wrong).issues).toEqual([
      { path: 'phone', message: 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210' },
    ]);
    expect((await own(user)).phone).toBe('+919876543210');
    expect((await patch(user, { phone: '' })).body).toMatchObject({ phone: null });
  });

  it('stores a blank name as no name', async () => {
    const user = await newUser();
    expect((await patch(user, { name: '  ' })).body).toMatchObject({ name: null });
  });

  it('keeps address ids: inline edit changes one entry, remove drops one, add appends', async () => {
    const user = await newUser();
    const [first, second] = await saveAddresses(user, [
      address({ city: 'Noida' }),
      address({ city: 'Pune' }),
    ]);
    expect(first!.id).not.toBe(second!.id);

    const edited = await saveAddresses(user, [first!, { ...second!, street: '7 FC Road' }]);
    expect(edited).toEqual([first, { ...second, street: '7 FC Road' }]);

    const removed = await saveAddresses(user, [edited[1]!]);
    expect(removed).toEqual([edited[1]]);

    const added = await saveAddresses(user, [...removed, address({ city: 'Chennai' })]);
    expect(added).toHaveLength(2);
    expect(added[0]).toEqual(removed[0]);
    expect(Number(added[1]!.id)).toBeGreaterThan(Number(removed[0]!.id));
    expect(added[1]).toMatchObject({ city: 'Chennai' });

    expect(await saveAddresses(user, [])).toEqual([]);
    expect((await own(user)).addresses).toEqual([]);
  });

  it('keeps an edited address in its place, also when the client sends it again without its id', async () => {
    const user = await newUser();
    const saved = await saveAddresses(user, [
      address({ city: 'Noida' }),
      address({ city: 'Pune' }),
      address({ city: 'Kochi' }),
    ]);
    // The original client edits by splicing the form's fields, which have no id, into the list.
    const formFields = { ...saved[1]!, id: undefined, street: '7 FC Road' };
    const edited = await saveAddresses(user, [saved[0]!, formFields, saved[2]!]);
    expect(edited.map((entry) => entry.city)).toEqual(['Noida', 'Pune', 'Kochi']);
    expect(edited[1]).toMatchObject({ street: '7 FC Road' });
    expect((await own(user)).addresses).toEqual(edited);

    // The book is kept in the order it is sent.
    const reordered = await saveAddresses(user, [edited[2]!, edited[0]!, edited[1]!]);
    expect(reordered).toEqual([edited[2], edited[0], edited[1]]);
  });

  it('leaves addresses alone when the body has no address list', async () => {
    const user = await newUser();
    const saved = await saveAddresses(user, [address()]);
    expect((await patch(user, { name: 'Only The Name' })).body).toMatchObject({
      name: 'Only The Name',
      addresses: saved,
    });
  });

  it("cannot adopt, change or delete another user's address by sending its id", async () => {
    const victim = await newUser();
    const [victimAddress] = await saveAddresses(victim, [address({ city: 'Kochi' })]);
    const attacker = await newUser();
    const attackerAddresses = await saveAddresses(attacker, [
      { ...victimAddress!, street: 'Hijacked' },
    ]);
    expect(attackerAddresses).toHaveLength(1);
    expect(attackerAddresses[0]!.id).not.toBe(victimAddress!.id);
    await saveAddresses(attacker, []);
    expect((await own(victim)).addresses).toEqual([victimAddress]);
  });

  it('refuses PATCH /users/<other id> with 403, for customers and admins alike', async () => {
    const owner = await newUser();
    const customer = await newUser();
    const admin = await newUser('admin');
    for (const [actor, id] of [
      [customer, owner.id],
      [admin, owner.id],
      [customer, 2_000_000],
    ] as const) {
      const result = await patch(actor, { name: 'Mallory', addresses: [address()] }, id);
      expect(result.status).toBe(403);
      expect(result.body.code).toBe('FORBIDDEN');
    }
    expect(await own(owner)).toMatchObject({ name: null, addresses: [] });
  });

  it('answers 400 to an id that is not a number', async () => {
    const user = await newUser();
    expect((await patch(user, { name: 'x' }, 'abc')).status).toBe(400);
  });

  it.each([
    ['name', 'Enter your full name'],
    ['email', 'Enter your email address'],
    ['phone', 'Enter your phone number'],
    ['street', 'Enter your street address'],
    ['city', 'Enter your city'],
    ['state', 'Choose your state'],
    ['pinCode', 'Enter your PIN code'],
  ] as const)("requires the address's %s: '%s'", async (field, message) => {
    const user = await newUser();
    for (const value of [undefined, '', '   ']) {
      const result = await patch(user, { addresses: [address({ [field]: value })] });
      expect(validationOf(result).issues).toEqual([{ path: `addresses.0.${field}`, message }]);
    }
  });

  it.each([
    ['pinCode', '20130', 'PIN code must be 6 digits'],
    ['pinCode', '2013011', 'PIN code must be 6 digits'],
    ['pinCode', '20130a', 'PIN code must be 6 digits'],
    ['pinCode', '012345', 'PIN code must be 6 digits'],
    ['phone', '12345', 'Enter a 10-digit Indian mobile number, like 98765 43210'],
    ['phone', '5876543210', 'Enter a 10-digit Indian mobile number, like 98765 43210'],
    ['phone', '+1 415 555 0100', 'Enter a 10-digit Indian mobile number, like 98765 43210'],
    ['email', 'asha@', 'Enter a valid email address, like name@example.com'],
  ] as const)('rejects the %s %j: %s', async (field, value, message) => {
    const user = await newUser();
    const result = await patch(user, { addresses: [address(), address({ [field]: value })] });
    expect(validationOf(result).issues).toEqual([{ path: `addresses.1.${field}`, message }]);
    expect((await own(user)).addresses).toEqual([]);
  });

  it('takes the state from the list of states and union territories, by name or GST code', async () => {
    const user = await newUser();
    const refused = await patch(user, { addresses: [address({ state: 'Atlantis' })] });
    expect(validationOf(refused).message).toBe(
      "Choose a state or union territory from the list: 'Atlantis' is not one",
    );
    expect((await own(user)).addresses).toEqual([]);
    const saved = await saveAddresses(user, [
      address({ state: 'karnataka' }),
      address({ state: '07' }),
    ]);
    expect(saved.map((entry) => entry.state)).toEqual(['Karnataka', 'Delhi']);
  });

  it('keeps an address saved with a free-text state until it is changed', async () => {
    const user = await newUser();
    await t.database.db
      .insert(addresses)
      .values({ ...address({ state: 'U.P.' }), userId: user.id });
    const [old] = (await own(user)).addresses;
    expect(old).toMatchObject({ state: 'U.P.' });
    // Sent back as it was beside a new one, it stays as it is.
    const kept = await saveAddresses(user, [old!, address({ city: 'Pune', state: 'Maharashtra' })]);
    expect(kept.map((entry) => [entry.id === old!.id, entry.state])).toEqual([
      [true, 'U.P.'],
      [false, 'Maharashtra'],
    ]);
    // Changed, it needs a state from the list.
    const edited = await patch(user, { addresses: [{ ...old!, city: 'Lucknow' }, kept[1]] });
    expect(validationOf(edited).message).toBe(
      "Choose a state or union territory from the list: 'U.P.' is not one",
    );
  });

  it.each([
    ['29AAPFU0939F1Z', 'GSTIN is not valid: a GSTIN has 15 characters, not 14'],
    [
      '29AAPFU0939F1ZA',
      'GSTIN is not valid: its check character does not match (a GSTIN starting 29AAPFU0939F1Z ends in R): look for a mistyped character',
    ],
  ])('refuses the GSTIN %j: %s', async (gstin, message) => {
    const user = await newUser();
    const result = await patch(user, { addresses: [address({ gstin })] });
    expect(validationOf(result).issues).toEqual([{ path: 'addresses.0.gstin', message }]);
  });

  it("stores a business buyer's GSTIN in capitals, and none for a blank one", async () => {
    const user = await newUser();
    const saved = await saveAddresses(user, [
      address({ gstin: ' 29aapfu0939f1zr ' }),
      address({ gstin: '' }),
    ]);
    expect(saved.map((entry) => entry.gstin)).toEqual(['29AAPFU0939F1ZR', undefined]);
  });

  it.each(['9876543210', '+91 98765 43210', '+919876543210', '09876543210', '98765-43210'])(
    'accepts the Indian mobile number %j',
    async (phone) => {
      const user = await newUser();
      const result = await patch(user, { addresses: [address({ phone })] });
      expect(result.status).toBe(200);
    },
  );

  it('caps the address book at 20 entries', async () => {
    const user = await newUser();
    const result = await patch(user, { addresses: Array.from({ length: 21 }, () => address()) });
    expect(validationOf(result).message).toBe('At most 20 addresses can be saved');
  });

  it('never sent a password hash, a reset token or a session token in any response body', async () => {
    await client.expectNoSecretsSent(t);
  });
});
