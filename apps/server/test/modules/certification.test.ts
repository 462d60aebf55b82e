import { describe, expect, it } from 'vitest';
import { decideCertification } from '../../src/modules/account/certification.ts';
import { appForFile } from '../support/app.ts';
import { post, registerMember, userIdOf } from '../support/client.ts';

const ctx = appForFile();

const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

async function upload(token: string, content: Buffer, filename = 'license.png') {
  const boundary = '----portaltest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/gateway/client/api/upload/url',
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return res.json() as {
    code: number;
    msg: string;
    data: { id: number; url: string; mime: string; name: string };
  };
}

const submit = (token: string, body: unknown) =>
  post(ctx.app, '/client/user/auth', body, { token });
const info = (token: string) =>
  post<{
    authType: number;
    verifyStatus: number;
    reason: string | null;
    materials: { id: number }[];
  }>(ctx.app, '/client/mine/auth/info', undefined, { token });

describe('uploads', () => {
  it('stores an image under a random name and describes it', async () => {
    const { token } = await registerMember(ctx, { username: 'uploader' });
    const res = await upload(token, PNG_BYTES, '营业执照.png');
    expect(res).toMatchObject({ code: 1, data: { mime: 'image/png', name: '营业执照.png' } });
    expect(res.data.url).toBe(`/client/mine/file/${res.data.id}`);
    const served = await ctx.app.inject({
      method: 'GET',
      url: `/gateway${res.data.url}`,
      headers: { authorization: token },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('营业执照.png')}`,
    );
    const described = await post(
      ctx.app,
      '/client/api/upload/info',
      { id: res.data.id },
      { token },
    );
    expect(described.data).toMatchObject({ id: res.data.id, url: res.data.url });
  });

  it('judges the type by content, not by name, and needs a login', async () => {
    const { token } = await registerMember(ctx, { username: 'uploader_bad' });
    const fake = await upload(token, Buffer.from('<script>alert(1)</script>'), 'photo.png');
    expect(fake).toMatchObject({ code: 400, msg: '仅支持jpg、png、gif、webp图片或pdf文件' });
    const pdf = await upload(token, Buffer.from('%PDF-1.7\n...'), 'scan.bin');
    expect(pdf.data.mime).toBe('application/pdf');
    expect((await upload('', PNG_BYTES)).code).toBe(-401);
  });

  it('refuses files over the size limit', async () => {
    const { token } = await registerMember(ctx, { username: 'uploader_big' });
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(token, big);
    expect(res).toMatchObject({ code: 400, msg: '文件大小不能超过10MB' });
  });

  it("does not describe another member's file", async () => {
    const a = await registerMember(ctx, { username: 'owner_a' });
    const b = await registerMember(ctx, { username: 'owner_b' });
    const file = await upload(a.token, PNG_BYTES);
    expect(
      (await post(ctx.app, '/client/api/upload/info', { id: file.data.id }, { token: b.token }))
        .code,
    ).toBe(404);
  });
});

describe('private files', () => {
  it("serves A's certification file to A only: another member, a guest and /uploads get 404", async () => {
    const a = await registerMember(ctx, { username: 'private_a' });
    const b = await registerMember(ctx, { username: 'private_b' });
    const file = await upload(a.token, PNG_BYTES, '身份证.png');
    const get = (url: string, token?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });
    const route = `/gateway/client/mine/file/${file.data.id}`;
    expect((await get(route, a.token)).statusCode).toBe(200);
    const other = await get(route, b.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 404, msg: '文件不存在' });
    expect((await get(route)).json()).toMatchObject({ code: -401 });
    const stored = await ctx.db
      .selectFrom('files')
      .select('storedName')
      .where('id', '=', file.data.id)
      .executeTakeFirstOrThrow();
    for (const token of [undefined, a.token, b.token]) {
      expect((await get(`/uploads/${stored.storedName}`, token)).statusCode).toBe(404);
    }
  });

  it('serves a published image statically under /uploads/ and long-cached', async () => {
    const a = await registerMember(ctx, { username: 'public_a' });
    const file = await upload(a.token, PNG_BYTES, 'cover.png');
    const stored = await ctx.db
      .updateTable('files')
      .set({ isPublic: 1 })
      .where('id', '=', file.data.id)
      .returning('storedName')
      .executeTakeFirstOrThrow();
    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${stored.storedName}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('POST /client/user/auth and operator decisions', () => {
  it('moves a member through in progress → failed (with reason) → resubmitted → certified', async () => {
    const { token } = await registerMember(ctx, { username: 'certify_me' });
    const file = await upload(token, PNG_BYTES);
    const res = await submit(token, {
      authType: 2,
      realName: '某某科技有限公司',
      certNo: '91370100MA3C0A7B1W',
      materials: [file.data.id],
    });
    expect(res).toMatchObject({ code: 1, msg: '提交成功', data: { authType: 2, verifyStatus: 1 } });
    expect(
      (
        await submit(token, {
          authType: 2,
          realName: '某某科技有限公司',
          certNo: '91370100MA3C0A7B1W',
          materials: [file.data.id],
        })
      ).code,
    ).toBe(409);

    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'certify_me')
      .executeTakeFirstOrThrow();
    await decideCertification(ctx.app, {
      userId: user.id,
      approve: false,
      reason: '营业执照不清晰',
      operatorId: null,
      actor: 'test-operator',
    });
    expect((await info(token)).data).toMatchObject({ verifyStatus: 3, reason: '营业执照不清晰' });

    const again = await submit(token, {
      authType: 2,
      realName: '某某科技有限公司',
      certNo: '91370100MA3C0A7B1W',
      materials: `${file.data.id}`,
    });
    expect(again.data).toMatchObject({ verifyStatus: 1 });
    await decideCertification(ctx.app, {
      userId: user.id,
      approve: true,
      operatorId: null,
      actor: 'test-operator',
    });
    expect((await info(token)).data).toMatchObject({
      verifyStatus: 2,
      reason: null,
      materials: [{ id: file.data.id }],
    });
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('actor', '=', 'test-operator')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['certification.reject', 'certification.approve']);
  });

  it("refuses someone else's files and bad input, writing nothing", async () => {
    const a = await registerMember(ctx, { username: 'cert_a' });
    const b = await registerMember(ctx, { username: 'cert_b' });
    const file = await upload(a.token, PNG_BYTES);
    const stolen = await submit(b.token, {
      authType: 2,
      realName: '乙公司',
      certNo: '91370100MA3C0A7B1W',
      materials: [file.data.id],
    });
    expect(stolen).toMatchObject({ code: 400, msg: '认证材料无效，请重新上传' });
    expect(
      (
        await submit(b.token, {
          authType: 2,
          realName: '乙公司',
          certNo: '91370100MA3C0A7B1W',
          materials: [],
        })
      ).msg,
    ).toBe('请上传认证材料');
    expect(
      (
        await submit(b.token, {
          authType: 99,
          realName: '乙公司',
          certNo: '91370100MA3C0A7B1W',
          materials: [1],
        })
      ).msg,
    ).toBe('请选择认证类型');
    expect(
      (
        await submit(b.token, {
          authType: 2,
          realName: '',
          certNo: '91370100MA3C0A7B1W',
          materials: [1],
        })
      ).msg,
    ).toBe('请输入认证名称');
    expect(
      (await submit(b.token, { authType: 2, realName: '乙公司', certNo: '12-34', materials: [1] }))
        .msg,
    ).toBe('证件号码格式不正确');
    // An organisation's credit code: 18 characters and its check character (issue 26).
    for (const certNo of ['123', '91370100MA3C0A7B1K']) {
      expect(
        (
          await submit(b.token, {
            authType: 2,
            realName: '乙公司',
            certNo,
            materials: [file.data.id],
          })
        ).msg,
      ).toBe('请输入正确的18位统一社会信用代码');
    }
    expect((await info(b.token)).data).toMatchObject({ verifyStatus: 0, authType: 0 });
    const rows = await ctx.db.selectFrom('certifications').selectAll().execute();
    expect(rows.filter((r) => r.realName === '乙公司')).toHaveLength(0);
  });

  it('refuses a decision without a pending request or a rejection without reason', async () => {
    const { token } = await registerMember(ctx, { username: 'cert_none' });
    const userId = await userIdOf(ctx, 'cert_none');
    await expect(
      decideCertification(ctx.app, {
        userId,
        approve: true,
        operatorId: null,
        actor: 'op',
      }),
    ).rejects.toThrow('该用户没有待审核的认证');
    const file = await upload(token, PNG_BYTES);
    await submit(token, {
      authType: 1,
      realName: '王五',
      certNo: '370102199001011234',
      materials: [file.data.id],
    });
    await expect(
      decideCertification(ctx.app, {
        userId,
        approve: false,
        reason: ' ',
        operatorId: null,
        actor: 'op',
      }),
    ).rejects.toThrow('请填写驳回原因');
  });
});
