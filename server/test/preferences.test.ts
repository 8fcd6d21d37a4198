import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_READER_PREFERENCES } from '../../contract/preferenceChoices';
import type { ReaderPreferences } from '../../contract/preferences';
import { readerPreferences } from '../src/db/schema';
import {
  ADMIN_UID,
  OTHER_UID,
  PARENT_UID,
  bearer,
  createTestApp,
  emailOf,
  fakeIdentityAccounts,
  insertLeavingUser,
  type TestContext,
} from './helpers';

let ctx: TestContext;
const identity = fakeIdentityAccounts(
  [PARENT_UID, OTHER_UID, ADMIN_UID].map((uid) => ({ uid, email: emailOf(uid), name: uid })),
);
beforeAll(async () => {
  ctx = await createTestApp({ seed: false, app: { verifier: identity.directory } });
});
afterAll(async () => ctx.close());

const HINDI_DARK: ReaderPreferences = {
  language: 'hindi',
  themeMode: 'dark',
  textSize: 130,
  fontFamily: '"Atkinson Hyperlegible", sans-serif',
  musicOn: false,
  selfReading: true,
  playbackRate: 0.75,
};

const read = (uid: string | null) =>
  ctx.app.inject({ method: 'GET', url: '/preferences', headers: uid ? bearer(uid) : {} });
const save = (uid: string | null, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/preferences',
    headers: uid ? bearer(uid) : {},
    payload: payload as object,
  });

describe('reader preferences', () => {
  it('answers null before anything is saved, then what was saved, and the last save wins', async () => {
    const uid = await insertLeavingUser(ctx);
    expect((await read(uid)).json()).toEqual({ preferences: null });

    const saved = await save(uid, HINDI_DARK);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ preferences: HINDI_DARK });
    expect((await read(uid)).json()).toEqual({ preferences: HINDI_DARK });

    const lighter = { ...HINDI_DARK, themeMode: 'light', textSize: 150, playbackRate: 2 };
    expect((await save(uid, lighter)).statusCode).toBe(200);
    expect((await read(uid)).json()).toEqual({ preferences: lighter });
    const rows = await ctx.database.db
      .select()
      .from(readerPreferences)
      .where(eq(readerPreferences.uid, uid));
    expect(rows).toHaveLength(1);
  });

  it('refuses callers without a token', async () => {
    for (const response of [await read(null), await save(null, HINDI_DARK)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('refuses values the reader does not offer, naming the field in words', async () => {
    const uid = await insertLeavingUser(ctx);
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { textSize: 160 },
        /^body\.textSize: Text size must be a whole number from 50 to 150 in steps of 10\.$/,
      ],
      [{ textSize: 40 }, /^body\.textSize: Text size must be a whole number from 50 to 150/],
      [{ textSize: 125 }, /^body\.textSize: Text size must be a whole number .* in steps of 10\.$/],
      [{ textSize: '130' }, /^body\.textSize: Text size must be a whole number/],
      [
        { language: 'french' },
        /^body\.language: "french" is not a language: give english, hindi, .*marathi, or a BCP 47 tag/,
      ],
      [{ themeMode: 'sepia' }, /^body\.themeMode: Theme must be one of: light, dark\.$/],
      [
        { fontFamily: 'Comic Sans MS' },
        /^body\.fontFamily: Font must be one of: Arial, sans-serif, /,
      ],
      [{ musicOn: 'yes' }, /^body\.musicOn: Background music must be true or false\.$/],
      [{ selfReading: null }, /^body\.selfReading: Self-reading must be true or false\.$/],
      [
        { playbackRate: 3 },
        /^body\.playbackRate: Speed must be one of: 0\.5, 0\.75, 1, 1\.25, 1\.5, 2\.$/,
      ],
    ];
    for (const [change, message] of cases) {
      const response = await save(uid, { ...HINDI_DARK, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const { language: _language, ...withoutLanguage } = HINDI_DARK;
    const missing = await save(uid, withoutLanguage);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^body\.language: language is required\./);
    // Nothing of the refused saves was kept.
    expect((await read(uid)).json()).toEqual({ preferences: null });
    // Any story language is a reader's choice: a BCP 47 tag is kept as its id.
    const bengali = await save(uid, { ...HINDI_DARK, language: 'BN' });
    expect(bengali.statusCode).toBe(200);
    expect(bengali.json().preferences.language).toBe('bn');
  });

  it('keeps each reader to their own settings, whatever uid a body names', async () => {
    expect((await save(PARENT_UID, HINDI_DARK)).statusCode).toBe(200);
    const other = { ...DEFAULT_READER_PREFERENCES, language: 'tamil' };
    const sneaky = await save(OTHER_UID, { ...other, uid: PARENT_UID, userId: PARENT_UID });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json()).toEqual({ preferences: other });

    expect((await read(PARENT_UID)).json()).toEqual({ preferences: HINDI_DARK });
    expect((await read(OTHER_UID)).json()).toEqual({ preferences: other });
    expect((await read(ADMIN_UID)).json()).toEqual({ preferences: null });
  });

  it('reads an older saved value the app no longer offers as its default, keeping the rest', async () => {
    const uid = await insertLeavingUser(ctx);
    await ctx.database.db.insert(readerPreferences).values({
      uid,
      preferences: { ...HINDI_DARK, fontFamily: 'Papyrus', playbackRate: 3 } as never,
    });
    expect((await read(uid)).json()).toEqual({
      preferences: { ...HINDI_DARK, fontFamily: 'Arial, sans-serif', playbackRate: 1 },
    });
  });

  it('are removed with the account', async () => {
    const uid = await insertLeavingUser(ctx);
    expect((await save(uid, HINDI_DARK)).statusCode).toBe(200);
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/accounts/${uid}`,
      headers: bearer(ADMIN_UID),
      payload: { confirmEmail: emailOf(uid) },
    });
    expect(removal.statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(readerPreferences)
      .where(eq(readerPreferences.uid, uid));
    expect(rows).toEqual([]);
    // The deleted account's token is refused, so nothing can be saved for it again.
    expect((await save(uid, HINDI_DARK)).statusCode).toBe(401);
  });

  it('appears in the OpenAPI document', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/docs' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(Object.keys(docs.paths['/preferences'] ?? {})).toEqual(['get', 'put']);
    expect(JSON.stringify(docs.paths['/preferences']?.put?.requestBody)).toContain('playbackRate');
  });
});
