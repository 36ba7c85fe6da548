import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { mascararNome } from '@rcc/domain/acesso/mascara';
import { generateCnpj, generateCpf } from '@rcc/domain/validators';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, loginAs, openBrowser, seriousA11yViolations } from '../support/browser';
import { type AddressProvider, startAddressProvider } from '../support/address-provider';
import { apiLogin, type Mailbox, linkIn, startMailbox } from '../support/mailbox';

/**
 * Issue #3 'Done means': a legal-person transporter registers itself with all its documents,
 * confirms its e-mail from the mail the local SMTP server received, the Secretaria validates the
 * documents, the transporter downloads its CLTRCC and the certificate's code verifies on the
 * public page; and password recovery by e-mail with a single-use link.
 */

// ---- data -------------------------------------------------------------------------------------

// Valid documents from the domain's generators (check digits computed once, in packages/domain).
const randomCpf = () => generateCpf(crypto.randomInt(2 ** 31));
const randomCnpj = () => generateCnpj(crypto.randomInt(2 ** 31));

/** A small real PDF (the server checks the magic bytes) with a line of text. */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * The text a PDF shows: every content stream (inflated when FlateDecode) read for its text
 * operators (Tj, TJ, ' and "), literal and hex strings decoded as WinAnsi/Latin-1 — enough for the
 * standard fonts PDFKit writes the certificate with.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  const re = /<<((?:(?!>>\s*stream)[\s\S])*?)>>\s*stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const dict = m[1]!;
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let data = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(dict)) {
      try {
        data = zlib.inflateSync(data);
      } catch {
        continue;
      }
    }
    parts.push(data.toString('latin1'));
  }
  const lit = (s: string) =>
    s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, e: string) =>
      /^[0-7]/.test(e)
        ? String.fromCharCode(Number.parseInt(e, 8))
        : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e),
    );
  const hex = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex').toString('latin1');
  const out: string[] = [];
  for (const content of parts) {
    for (const op of content.matchAll(
      /(\[(?:[^\]\\]|\\.)*\]|\((?:[^()\\]|\\.)*\)|<[0-9A-Fa-f\s]*>)\s*(TJ|Tj|'|")/g,
    )) {
      const operand = op[1]!;
      const strings = operand.startsWith('[')
        ? [...operand.matchAll(/\(((?:[^()\\]|\\.)*)\)|<([0-9A-Fa-f\s]*)>/g)].map((s) =>
            s[1] !== undefined ? lit(s[1]) : hex(s[2]!),
          )
        : [operand.startsWith('(') ? lit(operand.slice(1, -1)) : hex(operand.slice(1, -1))];
      out.push(strings.join(''));
    }
  }
  return out.join(' ');
}

// ---- helpers ----------------------------------------------------------------------------------

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations)}`).toEqual([]);
}

/** Fills a text box (masked or not) by typing, as a person would. */
async function type(scope: Page | Locator, label: string, value: string) {
  const box = scope.getByRole('textbox', { name: label, exact: true });
  await box.click();
  await box.fill('');
  await box.pressSequentially(value, { delay: 5 });
}

/** Picks an option of a Mantine Select by its label (options live in a portal). */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const field = scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .first();
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** Types a CEP the local address provider knows and waits for the lookup to fill the street. */
async function cep(scope: Page | Locator, suffix: string, value: string, street: string) {
  await type(scope, `CEP${suffix}`, value);
  await expect
    .poll(() => scope.getByRole('textbox', { name: `Endereço${suffix}`, exact: true }).inputValue(), {
      timeout: 15_000,
    })
    .toBe(street);
  await expect
    .poll(() => scope.getByRole('textbox', { name: `Município${suffix}`, exact: true }).inputValue(), {
      timeout: 15_000,
    })
    .toBe('Brasília');
}

async function toast(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ timeout: 20_000 });
}

async function gridLoaded(page: Page) {
  await page.locator('table[aria-busy="false"]').first().waitFor({ timeout: 20_000 });
}

/** '/pessoa' filtered by name as the signed-in user: the person's row. */
async function linhaDaPessoa(page: Page, nome: string): Promise<Locator> {
  await page.goto('/pessoa');
  await gridLoaded(page);
  await page.getByRole('textbox', { name: 'Filtrar por Nome/Razão Social' }).fill(nome);
  return page.getByRole('row').filter({ hasText: nome });
}

/**
 * Logs in and reads the unread system messages the popup shows right after login (doc 3), as a
 * new user must before using the menu: 'Próximo' through them, then 'Ok'.
 */
async function loginAndReadMessages(page: Page, email: string, password: string) {
  const unread = page.waitForResponse((r) => r.url().endsWith('/api/mensagem/nao-lidas'), {
    timeout: 30_000,
  });
  await loginAs(page, email, password);
  const body = (await (await unread).json()) as { data: { rows: unknown[] } };
  const total = body.data.rows.length;
  for (let i = 1; i <= total; i++) {
    const dialog = page.getByRole('dialog').filter({ hasText: `Mensagem ${i} de ${total}` });
    await dialog.waitFor({ timeout: 15_000 });
    if (i === 1) await expectAccessible(page, 'mensagens do sistema');
    await dialog.getByRole('button', { name: i === total ? 'Ok' : 'Próximo' }).click();
  }
  await page
    .getByRole('dialog')
    .filter({ hasText: /Mensagem \d+ de \d+/ })
    .waitFor({ state: 'detached' });
}

/** A side-menu link inside its area group, after opening the group when it is collapsed. */
async function menuLink(page: Page, group: string, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const button = nav.getByRole('button', { name: group, exact: true });
  await button.waitFor();
  if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
  return nav.getByRole('link', { name, exact: true });
}

async function fresh(page: Page) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
}

// ---- the journeys -----------------------------------------------------------------------------

describe('acesso: autocadastro de transportador PJ, validação, CLTRCC e recuperação de senha', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let mailbox: Mailbox;
  let address: AddressProvider;

  beforeAll(async () => {
    address = await startAddressProvider();
    mailbox = await startMailbox();
    await mailbox.useAsSystemSmtp();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await mailbox?.close();
    await address?.close();
  });

  const stamp = Date.now().toString(36);
  const empresa = {
    cnpj: randomCnpj(),
    razao: `Transportes Autocadastro ${stamp} Ltda`,
    email: `empresa.${stamp}@transportes.test`,
  };
  const usuario = {
    nome: 'Marina Autocadastro',
    cpf: randomCpf(),
    email: `marina.${stamp}@transportes.test`,
    senha: 'Marina@2026',
  };

  it('um transportador PJ se cadastra com todos os documentos e confirma o e-mail', async () => {
    const { page } = browser;
    await fresh(page);
    await page.getByRole('button', { name: 'Ainda não sou cadastrado' }).click();
    const popup = page.getByRole('dialog', { name: 'Informações Complementares' });
    await popup.getByRole('radio', { name: 'Pessoa Jurídica' }).waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'popup de autocadastro');

    await popup.getByRole('radio', { name: 'Pessoa Jurídica' }).check();
    await type(popup, 'CNPJ', empresa.cnpj);
    await type(popup, 'Razão Social', empresa.razao);
    await type(popup, 'E-mail da empresa', empresa.email);
    await type(popup, 'Celular da empresa', '61991234567');
    await cep(popup, ' da empresa', '70070120', 'Setor Bancário Sul Quadra 2');
    await type(popup, 'Número da empresa', '10');

    // Profile first (the responsible and the user refer to it).
    await choose(
      page,
      popup.getByRole('group', { name: 'Perfil 1' }),
      'Tipo de Perfil',
      'Transportador (PJ)',
    );
    await choose(page, popup.getByRole('group', { name: 'Perfil 1' }), 'Forma de cobrança', 'Por caçamba');

    // A responsible person, in its own popup.
    await popup.getByRole('button', { name: 'Adicionar responsável' }).click();
    const resp = page.getByRole('dialog', { name: 'Responsável' });
    await resp.waitFor();
    await choose(page, resp, 'Tipo de Responsável', 'Representante Legal');
    await type(resp, 'Nome', 'Rafael Responsável');
    await type(resp, 'CPF', randomCpf());
    await type(resp, 'RG', '1234567');
    await type(resp, 'Profissão', 'Administrador');
    await type(resp, 'Cargo', 'Sócio-gerente');
    await type(resp, 'E-mail', `rafael.${stamp}@transportes.test`);
    await type(resp, 'Confirmar e-mail', `rafael.${stamp}@transportes.test`);
    await type(resp, 'Celular', '61998765432');
    await cep(resp, '', '72010010', 'CNA 1');
    await type(resp, 'Número', '4');
    await resp.getByRole('checkbox', { name: 'Transportador', exact: true }).check();
    await expectAccessible(page, 'popup de responsável');
    await resp.getByRole('button', { name: 'Confirmar' }).click();
    await resp.waitFor({ state: 'detached' });
    await popup.getByRole('table', { name: 'Responsáveis' }).getByText('Rafael Responsável').waitFor();

    // The company's user (who will log in).
    await popup.getByRole('button', { name: 'Adicionar usuário' }).click();
    const user = page.getByRole('dialog', { name: 'Usuário' });
    await user.waitFor();
    await type(user, 'Nome', usuario.nome);
    await type(user, 'CPF', usuario.cpf);
    await type(user, 'E-mail', usuario.email);
    await type(user, 'Confirmar e-mail', usuario.email);
    await user.getByLabel(/^Senha/).fill(usuario.senha);
    await user.getByLabel(/^Confirmar senha/).fill(usuario.senha);
    await type(user, 'Celular', '61991112222');
    await cep(user, '', '70070120', 'Setor Bancário Sul Quadra 2');
    await type(user, 'Número', '10');
    await user.getByRole('checkbox', { name: 'Transportador', exact: true }).check();
    await expectAccessible(page, 'popup de usuário');
    await user.getByRole('button', { name: 'Confirmar' }).click();
    await user.waitFor({ state: 'detached' });
    await popup.getByRole('table', { name: 'Usuários' }).getByText(usuario.email).waitFor();

    // Without the documents the form refuses, with the spec's message.
    await popup.getByRole('button', { name: 'Salvar' }).click();
    await popup.getByRole('alert').getByText('É necessário anexar todos os documentos').waitFor();

    // Every required document type of a legal person, each a real PDF.
    const tipos = (
      (await (
        await fetch(`${BASE_URL()}/api/TipoArquivo/find`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ limit: 100 }),
        })
      ).json()) as {
        data: { rows: Array<{ id: number; descricao: string; obrigatorioPj: boolean; somentePdf: boolean }> };
      }
    ).data.rows.filter((t) => t.obrigatorioPj);
    expect(tipos.map((t) => t.id).sort((a, b) => a - b)).toEqual([
      3, 6, 8, 10, 11, 14, 15, 16, 18, 20, 24, 25, 26,
    ]);
    for (const t of tipos) {
      const label = t.somentePdf ? `${t.descricao} (PDF)` : t.descricao;
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        popup.getByRole('button', { name: label, exact: true }).click(),
      ]);
      await chooser.setFiles({
        name: `documento-${t.id}.pdf`,
        mimeType: 'application/pdf',
        buffer: tinyPdf(`${t.descricao} - ${empresa.razao}`),
      });
      await popup
        .getByRole('button', { name: label, exact: true })
        .getByText(`documento-${t.id}.pdf`)
        .waitFor();
    }
    await expectAccessible(page, 'autocadastro preenchido');

    // The address came from the lookup (through the local provider), not typed.
    expect(address.requests.some((r) => r.startsWith('/ws/70070120/'))).toBe(true);

    await popup.getByRole('button', { name: 'Salvar' }).click();
    await page
      .getByRole('heading', { name: 'Aguardando confirmação de E-mail' })
      .waitFor({ timeout: 30_000 });
    await popup.waitFor({ state: 'detached' });
    await expectAccessible(page, 'aguardando confirmação');

    // Before confirming, the login is refused.
    const refused = await fetch(`${BASE_URL()}/api/find-available-pessoa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: usuario.email }),
    });
    const found = (await refused.json()) as { data: { rows: Array<{ id: number }> } };
    const early = await fetch(`${BASE_URL()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: usuario.email,
        password: usuario.senha,
        idPessoa: found.data.rows[0]?.id,
      }),
    });
    expect(early.status).toBeGreaterThanOrEqual(400);

    // The confirmation mail arrives at the test's SMTP server; its link confirms the address.
    const mail = await mailbox.waitFor(usuario.email, /Confirmação de E-mail/, 45_000);
    expect(mail.text).toContain(usuario.nome);
    const link = linkIn(mail, '/confirmed/');
    expect(link.startsWith(BASE_URL())).toBe(true);
    await page.goto(link);
    await page
      .getByText(
        'Olá, seu email foi confirmado e seus dados serão validados para que você possa acessar o sistema.',
      )
      .waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'e-mail confirmado');
    // Spec 1 §2.2: back to the root after 4 s.
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
  });

  let codigo = '';

  it('a Secretaria valida os documentos e o transportador baixa o CLTRCC, cujo código confere na página pública', async () => {
    const { page } = browser;
    await fresh(page);
    await loginAs(page, 'secretaria@rcc.demo');
    const row = await linhaDaPessoa(page, empresa.razao);
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => row.getByText('Aguardando validação').count()).toBe(1);
    await expectAccessible(page, 'cadastro de pessoas');
    await row.getByRole('button', { name: `Ações de ${empresa.razao}` }).click();
    await page.getByRole('menuitem', { name: 'Validar' }).click();
    const popup = page.getByRole('dialog', { name: 'Validação do cadastro da pessoa' });
    await popup.getByRole('table').getByRole('row').nth(13).waitFor({ timeout: 20_000 });
    const selects = popup
      .getByRole('textbox', { name: /^Situação de / })
      .or(popup.getByRole('combobox', { name: /^Situação de / }));
    expect(await selects.count()).toBe(13);
    await expectAccessible(page, 'validação do cadastro');
    for (let i = 0; i < 13; i++) {
      await selects.nth(i).click();
      await page.getByRole('option', { name: 'Validado', exact: true }).click();
    }
    await popup.getByRole('button', { name: 'Salvar validação' }).click();
    await toast(page, 'Validação registrada com sucesso');
    await popup.waitFor({ state: 'detached' });
    await gridLoaded(page);
    await expect.poll(() => row.getByText('Ativo', { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    // The transporter logs in with its own password and finds 'Documentos' in its menu.
    await fresh(page);
    await loginAndReadMessages(page, usuario.email, usuario.senha);
    await (await menuLink(page, 'Cadastros', 'Documentos')).click();
    await page.waitForURL('**/pendencia-documentos');
    await page.getByRole('table', { name: /Documentos do transportador/ }).waitFor();
    await expect.poll(() => page.getByText('Validado', { exact: true }).count()).toBe(13);
    await expectAccessible(page, 'documentos do transportador');

    const downloaded = page.waitForEvent('download', { timeout: 20_000 });
    const answered = page.waitForResponse((r) => /\/api\/cltrcc\/\d+$/.test(new URL(r.url()).pathname));
    await page.getByRole('button', { name: 'Baixar certificado CLTRCC' }).click();
    const response = await answered;
    expect(response.status(), await response.text().catch(() => '')).toBe(200);
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/^cltrcc-\d+\.pdf$/);
    const path = await download.path();
    const pdf = Buffer.from(await (await import('node:fs/promises')).readFile(path));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    // Justified lines position each word instead of writing spaces: compare without blanks.
    const compact = text.replace(/\s+/g, '');
    expect(compact).toContain(empresa.razao.replace(/\s+/g, ''));
    expect(compact).toContain(
      `${empresa.cnpj.slice(0, 2)}.${empresa.cnpj.slice(2, 5)}.${empresa.cnpj.slice(5, 8)}/${empresa.cnpj.slice(8, 12)}-${empresa.cnpj.slice(12)}`,
    );
    const m = /Código de verificação:\s*([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(text);
    expect(m, text).not.toBeNull();
    codigo = m![1]!;

    // Anyone may check it, logged out.
    await fresh(page);
    await page.goto(`/verificar-cltrcc/${codigo}`);
    await page.getByRole('heading', { name: 'Certificado válido' }).waitFor({ timeout: 20_000 });
    await page.getByText(empresa.razao).waitFor();
    await expectAccessible(page, 'verificação do CLTRCC');
    // A code that was never issued does not verify.
    await page.goto('/verificar-cltrcc/AAAA-BBBB-CCCC');
    await page.getByText('Código de verificação não encontrado.').waitFor({ timeout: 20_000 });
  });

  it('recuperação de senha: o e-mail chega, o link define a nova senha uma única vez', async () => {
    const { page } = browser;
    await fresh(page);
    await page.getByRole('textbox', { name: 'E-mail ou CPF' }).fill(usuario.email);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await page.getByRole('heading', { name: 'Recuperação de senha' }).waitFor();
    // The one person of this e-mail is chosen by itself, its name masked (issue #12 item 3).
    await expect
      .poll(
        () =>
          page
            .getByRole('textbox', { name: 'Acessar como', exact: true })
            .or(page.getByRole('combobox', { name: 'Acessar como', exact: true }))
            .first()
            .inputValue(),
        { timeout: 15_000 },
      )
      .toContain(mascararNome(empresa.razao));
    await expectAccessible(page, 'painel de recuperação');
    const before = mailbox.received.length;
    await page.getByRole('button', { name: 'Recuperar senha' }).click();
    await toast(page, `Uma nova senha foi enviada para o usuário ${usuario.email}`);
    // Spec 1 §8: the page reloads to the root 1.3 s later.
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });

    const mail = await mailbox.waitFor(usuario.email, /Recuperação de senha/, 45_000);
    expect(mailbox.received.length).toBeGreaterThan(before);
    const link = linkIn(mail, '/recovery/');
    expect(link.startsWith(BASE_URL())).toBe(true);

    const nova = 'Nova@2026x';
    await page.goto(link);
    await page.getByRole('heading', { name: 'Atualização de senha' }).waitFor();
    await expectAccessible(page, 'atualização de senha');
    await page.getByLabel(/^Nova senha/).fill(nova);
    await page.getByLabel(/^Confirme a nova senha/).fill(nova);
    await page.getByRole('button', { name: 'Atualizar senha' }).click();
    await toast(page, 'Senha Atualizada con sucesso.');

    // The new password works; the old one no longer does.
    await fresh(page);
    await loginAs(page, usuario.email, nova);
    await (await menuLink(page, 'Cadastros', 'Documentos')).waitFor();

    // A second use of the same link fails with the spec's message.
    await fresh(page);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Atualização de senha' }).waitFor();
    await page.getByLabel(/^Nova senha/).fill('Outra@2026');
    await page.getByLabel(/^Confirme a nova senha/).fill('Outra@2026');
    await page.getByRole('button', { name: 'Atualizar senha' }).click();
    await toast(page, 'Não foi possível atualizar a senha.');
    await expectAccessible(page, 'link de recuperação já usado');

    const oldLogin = await fetch(`${BASE_URL()}/api/find-available-pessoa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: usuario.email }),
    });
    const idPessoa = ((await oldLogin.json()) as { data: { rows: Array<{ id: number }> } }).data.rows[0]!.id;
    const login = (password: string) =>
      fetch(`${BASE_URL()}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: usuario.email, password, idPessoa }),
      });
    expect((await login(usuario.senha)).status).toBe(401);
    expect((await login('Outra@2026')).status).toBe(401);
    expect((await login(nova)).status).toBe(200);
  });
  it('a Secretaria edita o usuário no formulário de usuário (/usuario/edit/:id)', async () => {
    const { page } = browser;
    await fresh(page);
    await loginAs(page, 'secretaria@rcc.demo');
    await page.goto('/usuario');
    await gridLoaded(page);
    await page.getByRole('textbox', { name: 'Filtrar por E-mail' }).fill(usuario.email);
    await page.getByRole('button', { name: `Editar ${usuario.nome}` }).click();
    await page.waitForURL(/\/usuario\/edit\/\d+$/);
    const form = page.getByRole('form', { name: 'Editar usuário' });
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Nome', exact: true }).inputValue(), { timeout: 15_000 })
      .toBe(usuario.nome);
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Município', exact: true }).inputValue())
      .toBe('Brasília');
    expect(await form.getByRole('checkbox', { name: 'Transportador', exact: true }).isChecked()).toBe(true);
    await expectAccessible(page, 'formulário de usuário');
    // An invalid mobile number is refused with the spec's message.
    await type(form, 'Celular', '6199');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await form.getByText('O campo de celular não está preenchido corretamente').waitFor();
    await type(form, 'Celular', '61987654321');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Usuário atualizado com sucesso');
    // Back on the list with its filter kept: grid filters live in the address (issue #17).
    await page.waitForURL(/\/usuario(\?.*)?$/);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Filtrar por E-mail' }).inputValue())
      .toBe(usuario.email);
    const token = await apiLogin('secretaria@rcc.demo');
    const found = (await (
      await fetch(`${BASE_URL()}/api/Usuario/find`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'auth-token': token },
        body: JSON.stringify({ where: { email: usuario.email }, fields: ['celular'] }),
      })
    ).json()) as { data: { rows: Array<{ celular: string }> } };
    expect(found.data.rows[0]?.celular).toBe('61987654321');
  });
  it('a Secretaria substitui um documento no formulário da pessoa; ele volta para Não validado', async () => {
    const { page } = browser;
    await fresh(page);
    await loginAs(page, 'secretaria@rcc.demo');
    const row = await linhaDaPessoa(page, empresa.razao);
    await row.getByRole('button', { name: `Ações de ${empresa.razao}` }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.waitForURL(/\/pessoa\/edit\/\d+$/);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Razão Social', exact: true }).inputValue(), {
        timeout: 20_000,
      })
      .toBe(empresa.razao);
    const anexos = page.getByRole('group', { name: 'Anexos' });
    await anexos.waitFor({ timeout: 20_000 });
    await expectAccessible(page, 'formulário da pessoa com anexos');
    const label = /^Termo de Adesão/;
    const campo = anexos.getByRole('button', { name: label }).first();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), campo.click()]);
    await chooser.setFiles({
      name: 'termo-novo.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(`Termo de adesão atualizado - ${empresa.razao}`),
    });
    await anexos.getByText('termo-novo.pdf').waitFor();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await toast(page, 'Edições feitas com sucesso');
    await page.waitForURL(/\/pessoa$/);

    const token = await apiLogin('secretaria@rcc.demo');
    const call = async <T>(url: string, body?: unknown): Promise<T> =>
      (
        (await (
          await fetch(`${BASE_URL()}/api${url}`, {
            method: body === undefined ? 'GET' : 'POST',
            headers: { 'content-type': 'application/json', 'auth-token': token },
            body: body === undefined ? undefined : JSON.stringify(body),
          })
        ).json()) as { data: T }
      ).data;
    const [pessoa] = (
      await call<{ rows: Array<{ id: number }> }>('/ViewPessoa/find', {
        where: { nomeRazaoSocial: empresa.razao },
      })
    ).rows;
    const [perfil] = (
      await call<{ rows: Array<{ id: number }> }>('/Perfil/find', {
        where: { idPessoa: pessoa!.id, idTipoPerfil: 2 },
      })
    ).rows;
    expect(perfil).toBeDefined();
    const docs = await call<{
      documentos: Array<{ idTipoArquivo: number; arquivo: { nomeArquivo: string; situacao: string } | null }>;
    }>(`/pendencia-documentos/${perfil!.id}`);
    const termo = docs.documentos.find((d) => d.arquivo?.nomeArquivo === 'termo-novo.pdf');
    expect(termo?.arquivo?.situacao).toBe('N');
    expect(docs.documentos.filter((d) => d.arquivo?.situacao === 'V')).toHaveLength(12);
  });
});
