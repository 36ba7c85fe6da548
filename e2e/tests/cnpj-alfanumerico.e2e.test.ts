import crypto from 'node:crypto';
import { MSG_ACESSO } from '@rcc/domain/acesso/messages';
import { generateCpf } from '@rcc/domain/validators';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AddressProvider, startAddressProvider } from '../support/address-provider';
import { BASE_URL, loginAs, openBrowser } from '../support/browser';
import { choose, gridLoaded } from '../support/ctr-journey';
import { expectAccessible, PDF } from '../support/master-data-journey';

/**
 * Issue #12 item 4: a company whose CNPJ has letters (IN RFB 2.229/2024) registers itself through
 * the real self-registration popup, typing the Receita Federal's own example in lower case; the
 * mask shows it upper-cased, a second attempt is told it is already registered, and the
 * Secretaria finds it by CNPJ in the people register.
 */

const CNPJ_DIGITADO = '12abc34501de35';
const CNPJ_MASCARADO = '12.ABC.345/01DE-35';
const CNPJ_GRAVADO = '12ABC34501DE35';

const randomCpf = () => generateCpf(crypto.randomInt(2 ** 31));

/** Types into a text box (masked or not) key by key, as a person would. */
async function type(scope: Page | Locator, label: string, value: string) {
  const box = scope.getByRole('textbox', { name: label, exact: true });
  await box.click();
  await box.fill('');
  await box.pressSequentially(value, { delay: 5 });
}

/** A select of the popup by its label. */
const select = (scope: Locator, label: string) =>
  scope
    .getByRole('textbox', { name: label, exact: true })
    .or(scope.getByRole('combobox', { name: label, exact: true }))
    .first();

/** Types a CEP the local address provider knows and waits for the street it brings. */
async function cep(scope: Locator, suffix: string, value: string, street: string) {
  await type(scope, `CEP${suffix}`, value);
  await expect
    .poll(() => scope.getByRole('textbox', { name: `Endereço${suffix}`, exact: true }).inputValue(), {
      timeout: 15_000,
    })
    .toBe(street);
}

/** Leaves any session behind, as a new visitor: no cookie, nothing kept by the page. */
async function sairDoSistema(page: Page) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
}

async function abrirAutocadastroPj(page: Page): Promise<Locator> {
  await sairDoSistema(page);
  await page.getByRole('button', { name: 'Ainda não sou cadastrado' }).click();
  const popup = page.getByRole('dialog', { name: 'Informações Complementares' });
  await popup.getByRole('radio', { name: 'Pessoa Jurídica' }).waitFor({ timeout: 20_000 });
  await popup.getByRole('radio', { name: 'Pessoa Jurídica' }).check();
  return popup;
}

describe('CNPJ alfanumérico: autocadastro de uma transportadora', () => {
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let address: AddressProvider;

  beforeAll(async () => {
    address = await startAddressProvider();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await address?.close();
  });

  const stamp = Date.now().toString(36);
  const razao = `Transportes Alfanuméricos ${stamp} Ltda`;
  const usuario = { nome: 'Otávio Alfanumérico', email: `otavio.${stamp}@alfa.test`, senha: 'Otavio@2026' };

  it('digita o CNPJ da Receita em minúsculas, vê-o em maiúsculas com a máscara e conclui o cadastro', async () => {
    const { page } = browser;
    const popup = await abrirAutocadastroPj(page);

    await type(popup, 'CNPJ', CNPJ_DIGITADO);
    const cnpj = popup.getByRole('textbox', { name: 'CNPJ', exact: true });
    await expect.poll(() => cnpj.inputValue()).toBe(CNPJ_MASCARADO);
    // Letters are not taken as check digits: the last two places stay numeric.
    await cnpj.press('End');
    await cnpj.press('Backspace');
    await cnpj.pressSequentially('X');
    await expect.poll(() => cnpj.inputValue()).toBe('12.ABC.345/01DE-3');
    await cnpj.pressSequentially('5');
    await expect.poll(() => cnpj.inputValue()).toBe(CNPJ_MASCARADO);

    await type(popup, 'Razão Social', razao);
    await type(popup, 'E-mail da empresa', `contato.${stamp}@alfa.test`);
    await type(popup, 'Celular da empresa', '61991234567');
    await cep(popup, ' da empresa', '70070120', 'Setor Bancário Sul Quadra 2');
    await type(popup, 'Número da empresa', '10');
    await expectAccessible(page, 'autocadastro com CNPJ alfanumérico');

    const perfil = popup.getByRole('group', { name: 'Perfil 1' });
    await choose(page, select(perfil, 'Tipo de Perfil'), 'Transportador (PJ)');
    await choose(page, select(perfil, 'Forma de cobrança'), 'Por caçamba');

    await popup.getByRole('button', { name: 'Adicionar responsável' }).click();
    const resp = page.getByRole('dialog', { name: 'Responsável' });
    await resp.waitFor();
    await choose(page, select(resp, 'Tipo de Responsável'), 'Representante Legal');
    await type(resp, 'Nome', 'Renata Responsável');
    await type(resp, 'CPF', randomCpf());
    await type(resp, 'RG', '7654321');
    await type(resp, 'Profissão', 'Administradora');
    await type(resp, 'Cargo', 'Sócia');
    await type(resp, 'E-mail', `renata.${stamp}@alfa.test`);
    await type(resp, 'Confirmar e-mail', `renata.${stamp}@alfa.test`);
    await type(resp, 'Celular', '61998765432');
    await cep(resp, '', '72010010', 'CNA 1');
    await type(resp, 'Número', '4');
    await resp.getByRole('checkbox', { name: 'Transportador', exact: true }).check();
    await resp.getByRole('button', { name: 'Confirmar' }).click();
    await resp.waitFor({ state: 'detached' });

    await popup.getByRole('button', { name: 'Adicionar usuário' }).click();
    const user = page.getByRole('dialog', { name: 'Usuário' });
    await user.waitFor();
    await type(user, 'Nome', usuario.nome);
    await type(user, 'CPF', randomCpf());
    await type(user, 'E-mail', usuario.email);
    await type(user, 'Confirmar e-mail', usuario.email);
    await user.getByLabel(/^Senha/).fill(usuario.senha);
    await user.getByLabel(/^Confirmar senha/).fill(usuario.senha);
    await type(user, 'Celular', '61991112222');
    await cep(user, '', '70070120', 'Setor Bancário Sul Quadra 2');
    await type(user, 'Número', '10');
    await user.getByRole('checkbox', { name: 'Transportador', exact: true }).check();
    await user.getByRole('button', { name: 'Confirmar' }).click();
    await user.waitFor({ state: 'detached' });

    // Every required document of a legal-person transporter (the server checks the bytes).
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
    expect(tipos.length).toBeGreaterThan(0);
    for (const t of tipos) {
      const label = t.somentePdf ? `${t.descricao} (PDF)` : t.descricao;
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        popup.getByRole('button', { name: label, exact: true }).click(),
      ]);
      await chooser.setFiles({ name: `documento-${t.id}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await popup
        .getByRole('button', { name: label, exact: true })
        .getByText(`documento-${t.id}.pdf`)
        .waitFor();
    }

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/pessoa-api/cadastrar'), {
      timeout: 30_000,
    });
    await popup.getByRole('button', { name: 'Salvar' }).click();
    const response = await saved;
    expect(response.status(), await response.text().catch(() => '')).toBe(201);
    await page
      .getByRole('heading', { name: 'Aguardando confirmação de E-mail' })
      .waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'aguardando confirmação');
  });

  it('o mesmo CNPJ, digitado de novo com outra grafia, é reconhecido como já cadastrado', async () => {
    const { page } = browser;
    const popup = await abrirAutocadastroPj(page);
    await type(popup, 'CNPJ', CNPJ_GRAVADO.toLowerCase());
    await popup.getByRole('textbox', { name: 'Razão Social', exact: true }).click();
    await popup.getByText(MSG_ACESSO.cadastro.jaCadastradoDica).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'CNPJ alfanumérico já cadastrado');
  });

  it('a Secretaria encontra a empresa pelo CNPJ no Cadastro de Pessoas', async () => {
    const { page } = browser;
    await sairDoSistema(page);
    await loginAs(page, 'secretaria@rcc.demo');
    await page.goto('/pessoa');
    await gridLoaded(page);
    // The grid's text filter is case-insensitive, as the CNPJ's letters are.
    await page.getByRole('textbox', { name: 'Filtrar por CPF/CNPJ' }).fill('12abc345');
    const row = page.getByRole('row').filter({ hasText: razao });
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => row.getByText(CNPJ_GRAVADO).count()).toBe(1);
    await expect.poll(() => row.getByText('Aguardando validação').count()).toBe(1);
    await expectAccessible(page, 'cadastro de pessoas filtrado pelo CNPJ');
  });

  it('a Secretaria valida a empresa e a verificação pública do CLTRCC mostra o CNPJ alfanumérico', async () => {
    const { page } = browser;
    const row = page.getByRole('row').filter({ hasText: razao });
    await row.getByRole('button', { name: `Ações de ${razao}` }).click();
    await page.getByRole('menuitem', { name: 'Validar' }).click();
    const popup = page.getByRole('dialog', { name: 'Validação do cadastro da pessoa' });
    const selects = popup
      .getByRole('textbox', { name: /^Situação de / })
      .or(popup.getByRole('combobox', { name: /^Situação de / }));
    await selects.first().waitFor({ timeout: 20_000 });
    const total = await selects.count();
    for (let i = 0; i < total; i++) await choose(page, selects.nth(i), 'Validado');
    await popup.getByRole('button', { name: 'Salvar validação' }).click();
    await page.getByText('Validação registrada com sucesso').first().waitFor({ timeout: 20_000 });
    await popup.waitFor({ state: 'detached' });
    await gridLoaded(page);
    await expect.poll(() => row.getByText('Ativo', { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    // The certificate the Secretaria opens carries the verification code in its metadata; it is
    // read again with the same session (the page hands the first copy to a new tab).
    const answered = page.waitForResponse((r) => /\/api\/cltrcc\/\d+$/.test(new URL(r.url()).pathname));
    await row.getByRole('button', { name: `Ações de ${razao}` }).click();
    await page.getByRole('menuitem', { name: 'Certificado CLTRCC' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const again = await page.request.get(new URL(response.url()).pathname);
    expect(again.status()).toBe(200);
    const pdf = (await again.body()).toString('latin1');
    const codigo = /CLTRCC ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(pdf)?.[1];
    expect(codigo).toBeDefined();

    // Anyone may check it, logged out.
    await sairDoSistema(page);
    await page.goto(`/verificar-cltrcc/${codigo}`);
    await page.getByRole('heading', { name: 'Certificado válido' }).waitFor({ timeout: 20_000 });
    await page.getByText(CNPJ_MASCARADO).waitFor();
    await page.getByText(razao).waitFor();
    await expectAccessible(page, 'verificação pública do CLTRCC com CNPJ alfanumérico');
  });
});
