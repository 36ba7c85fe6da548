// Runs a command only when an environment variable is set (portable across shells):
// node scripts/if-env.mjs VAR "command" [KEY=VALUE ...]
import { spawnSync } from 'node:child_process';

const [name, command, ...assignments] = process.argv.slice(2);
if (!process.env[name]) {
  console.log(`${name} não definido: etapa ignorada (${command}).`);
  process.exit(0);
}
const env = { ...process.env };
for (const a of assignments) {
  const i = a.indexOf('=');
  env[a.slice(0, i)] = a.slice(i + 1);
}
const r = spawnSync(command, { shell: true, stdio: 'inherit', env });
process.exit(r.status ?? 1);
