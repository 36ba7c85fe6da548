import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, openBrowser } from '../support/browser';
import { type Mailbox, startMailbox } from '../support/mailbox';

type Browser = Awaited<ReturnType<typeof openBrowser>>;

/** A 1×1 PNG for the occurrence photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function fresh(b: Browser, email: string) {
  await b.context.clearCookies();
  await b.page.goto('/login');
  await b.page.evaluate(() => localStorage.clear());
  await loginAs(b.page, email);
}

describe('monitoring journey: occurrence answered, message read once', () => {
  let b: Browser;
  let mailbox: Mailbox;
  /** Nº of the occurrence the citizen registers (read from the first row of 'Registrar Ocorrência'). */
  let numero = '';
  const foto = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rcc-foto-')), 'cacamba.png');
  beforeAll(async () => {
    fs.writeFileSync(foto, PNG);
    mailbox = await startMailbox();
    await mailbox.useAsSystemSmtp();
    b = await openBrowser();
    await b.context.grantPermissions(['geolocation']);
    await b.context.setGeolocation({ latitude: -15.8361, longitude: -48.0577 });
  });
  afterAll(async () => {
    await b?.close();
    await mailbox?.close();
  });

  it('the citizen registers a bin occurrence with a photo at a map point', async () => {
    const { page } = b;
    await fresh(b, 'cidadao@rcc.demo');
    await page.goto('/registrar-ocorrencia/map');
    await page.getByRole('radio', { name: 'Caçamba' }).check();
    const form = page.getByRole('dialog', { name: 'Caçamba Irregular' });
    await form.waitFor({ timeout: 20_000 });
    await form.locator('input[type=file]').setInputFiles(foto);
    await form.getByLabel('Descrição da irregularidade').click();
    await page.getByRole('option', { name: 'Caçamba com excesso de resíduo' }).click();
    await form.getByRole('radio', { name: 'Não' }).check();
    await form.getByRole('textbox', { name: 'Identificador da caçamba' }).fill('Caçamba laranja sem número');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/registrar-ocorrencia\/?$/, { timeout: 30_000 });
    await expect
      .poll(() => page.getByRole('table').textContent(), { timeout: 15_000 })
      .toContain('Aguardando resposta');
    // Newest first: the first row is the occurrence just registered.
    const first = page.getByRole('row').filter({ hasText: 'Aguardando resposta' }).first();
    numero = ((await first.getByRole('cell').first().textContent()) ?? '').trim();
    expect(numero).toMatch(/^\d+$/);
  });

  it('the inspector answers it; the citizen receives the e-mail and sees Respondida', async () => {
    const { page } = b;
    await fresh(b, 'fiscal@rcc.demo');
    await page.goto('/acompanhar-ocorrencia');
    const row = page.getByRole('row').filter({ hasText: 'Caçamba laranja sem número' }).first();
    await row.getByRole('button', { name: 'Responder' }).click();
    await page.getByRole('textbox', { name: 'Resposta' }).fill('Equipe da AGEFIS recolheu a caçamba.');
    await page.getByRole('button', { name: 'Enviar resposta' }).click();
    await page.getByText('Resposta enviada').waitFor({ timeout: 15_000 });

    // The answer reaches the citizen's mailbox over SMTP (the mail worker polls every ~5 s).
    const mail = await mailbox.waitFor(
      'cidadao@rcc.demo',
      new RegExp(`^Resposta da ocorrência nº ${numero}$`),
    );
    expect(mail.text).toContain('Equipe da AGEFIS recolheu a caçamba.');
    expect(mail.text).toContain(`A sua ocorrência nº ${numero} foi respondida`);

    await fresh(b, 'cidadao@rcc.demo');
    await page.goto('/registrar-ocorrencia');
    // Newest first: the occurrence just answered is the first row with 'Visualizar' (only Respondida rows have it).
    const own = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Visualizar' }) })
      .first();
    await expect.poll(() => own.textContent(), { timeout: 15_000 }).toContain('Respondida');
    await own.getByRole('button', { name: 'Visualizar' }).click();
    await page.getByText('Equipe da AGEFIS recolheu a caçamba.').waitFor();
  });

  it('the Secretaria publishes a message and the transporter sees it once after login', async () => {
    const { page } = b;
    await fresh(b, 'secretaria@rcc.demo');
    await page.goto('/mensagens/add');
    await page.getByRole('textbox', { name: 'Título' }).fill('Coleta especial no feriado');
    const editor = page.getByRole('textbox', { name: 'Mensagem' });
    await editor.click();
    await editor.pressSequentially('No feriado a ATT de Ceilândia abre das 8h às 12h.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/manter-mensagem$/, { timeout: 15_000 });

    await fresh(b, 'transportador@rcc.demo');
    const popup = page.getByRole('dialog', { name: 'Coleta especial no feriado' });
    await popup.waitFor({ timeout: 15_000 });
    await expect.poll(() => popup.textContent()).toContain('das 8h às 12h');
    await popup.getByRole('button', { name: 'Ok' }).click();
    await popup.waitFor({ state: 'detached' });

    await fresh(b, 'transportador@rcc.demo');
    await page.waitForTimeout(2000);
    expect(await page.getByRole('dialog', { name: 'Coleta especial no feriado' }).count()).toBe(0);
  });
});
