import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, loginAs, openBrowser, seriousA11yViolations } from '../support/browser';
import { apiLogin, type Mailbox, startMailbox } from '../support/mailbox';
import { horizontalOverflow } from '../support/mobile';

/**
 * Issue #15: the footer names the authority and its phone from Configurações, like its contact
 * e-mails. The administrator changes them on the settings screen; the footer of every page shows
 * them (a visitor's too, with the phone as a tel: link), at 1366 and 390 px, axe-clean and without
 * sideways scroll.
 */
const browsers: Array<Awaited<ReturnType<typeof openBrowser>>> = [];
let mailbox: Mailbox;
let antes: Record<string, unknown>;

/** The settings row as the administrator reads and saves it (POST find, PUT /api/Parametro/1). */
async function parametro(token: string, salvar?: Record<string, unknown>) {
  const res = await fetch(`${BASE_URL()}/api/Parametro${salvar ? '/1' : '/find'}`, {
    method: salvar ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', 'auth-token': token },
    body: JSON.stringify(salvar ?? { limit: 1 }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { rows?: Array<Record<string, unknown>> } };
  return body.data.rows?.[0] ?? {};
}

beforeAll(async () => {
  // Saving Configurações needs a complete SMTP setting: a real one, on this machine.
  mailbox = await startMailbox();
  await mailbox.useAsSystemSmtp();
  antes = await parametro(await apiLogin('admin@rcc.demo'));
});
afterAll(async () => {
  for (const b of browsers) await b.close();
  // The next journeys of the run see the authority's name and phone as they were.
  const { updatedAt: _u, ...salvo } = antes;
  if (salvo.nomeOrgao) await parametro(await apiLogin('admin@rcc.demo'), salvo);
  await mailbox.close();
});

describe("the footer's authority name and phone come from Configurações", () => {
  for (const width of [1366, 390]) {
    it(`the administrator saves them and a visitor reads them in the footer at ${width} px`, async () => {
      const nome = `Secretaria de Obras e Limpeza Urbana de Exemplo (${width} px)`;
      const telefone = width === 390 ? '0800 644 0390' : '(61) 3213-1366';
      const admin = await openBrowser({ width, height: 900 });
      browsers.push(admin);
      await loginAs(admin.page, 'admin@rcc.demo');
      await admin.page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20_000 });
      await admin.page.goto('/configuracoes');
      const campoNome = admin.page.getByLabel('Nome do órgão');
      await expect.poll(() => campoNome.inputValue(), { timeout: 20_000 }).not.toBe('');
      await campoNome.fill(nome);
      await admin.page.getByLabel('Telefone do órgão').fill('12');
      await admin.page.getByRole('button', { name: 'Salvar' }).click();
      await admin.page.getByText(/O Telefone do órgão deve ser um número de utilidade pública/).waitFor();
      await admin.page.getByLabel('Telefone do órgão').fill(telefone);
      await admin.page.getByRole('button', { name: 'Salvar' }).click();
      await admin.page.getByText('Configurações alteradas com sucesso!').waitFor({ timeout: 20_000 });
      // The administrator's own footer follows at once (the settings' save refreshes it).
      await admin.page.locator('footer#rodape').getByText(nome).waitFor({ timeout: 20_000 });

      const visitante = await openBrowser({ width, height: 900 });
      browsers.push(visitante);
      await visitante.page.goto('/acessibilidade');
      const rodape = visitante.page.locator('footer#rodape');
      await rodape.getByText(nome).waitFor({ timeout: 20_000 });
      const link = rodape.getByRole('link', { name: telefone });
      expect(await link.getAttribute('href')).toBe(`tel:${telefone.replace(/\D/g, '')}`);
      expect(await rodape.getByText('SLU/DF', { exact: false }).count()).toBe(0);
      await link.scrollIntoViewIfNeeded();
      expect(await link.isVisible()).toBe(true);
      // The accessibility statement gives the same phone to report a barrier.
      // (its text renders when the page's own settings query answers, after the footer's: waited for)
      await expect
        .poll(() => visitante.page.getByRole('link', { name: telefone }).count(), { timeout: 20_000 })
        .toBe(2);
      expect(await horizontalOverflow(visitante.page)).toBeNull();
      expect(await seriousA11yViolations(visitante.page)).toEqual([]);
    });
  }
});
