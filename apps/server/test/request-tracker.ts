import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './free-port'

/**
 * A real Request Tracker 5, from Debian's packages (`request-tracker5`, `rt5-db-postgresql`), started on loopback for
 * the tests of the desk behind the portal (ADR 0038). It gets a database of its own on the machine's PostgreSQL
 * (`RT_TEST_DATABASE_URL`, default the local server as `postgres`), its own configuration outside /etc, and an auth
 * token of its `root` user, as an agency gives the portal one. `stop` and `start` stop and start the desk itself (the
 * desk down mid-way), `close` removes it all.
 */

const RT_SERVER = '/usr/share/request-tracker5/libexec/rt-server'
const RT_SETUP = '/usr/sbin/rt-setup-database-5'
const RT_LIB = '/usr/share/request-tracker5/lib'

export interface RequestTracker {
  /** The desk's base address, as RT_URL names it: REST 2 is under /REST/2.0/. */
  url: string
  /** An auth token of RT's root user (RT_TOKEN). */
  token: string
  /** The operator's name in RT, and as the portal shows it. */
  operator: { name: string; realName: string }
  /** RT's own REST 2 as the operator uses it: for a test to answer and resolve tickets. */
  rest(method: string, pathname: string, body?: unknown): Promise<{ status: number; json: unknown }>
  stop(): Promise<void>
  start(): Promise<void>
  close(): Promise<void>
}

const OPERATOR = { name: 'operator', realName: 'Иванова Анна' }
/** Custom fields of the queue General, with the values of those that offer a list. */
export const CUSTOM_FIELDS: Record<string, string[]> = {
  'Тип заявки': ['Консультация', 'Сообщение об ошибке'],
  Гарантия: ['Гарантийный случай', 'Без гарантии'],
  Влияние: ['Один пользователь', 'Вся организация'],
  Система: [],
  Услуга: [],
  Оценка: [],
}
const TOKENS_SCRIPT = `
use utf8;
use RT -init;
my $root = RT::User->new(RT->SystemUser);
$root->Load('root');
my $operator = RT::User->new(RT->SystemUser);
my ($made, $why) = $operator->Create(Name => '${OPERATOR.name}', RealName => '${OPERATOR.realName}',
  EmailAddress => 'operator@psp.test', Privileged => 1);
die $why unless $made;
$operator->PrincipalObj->GrantRight(Right => 'SuperUser', Object => $RT::System);
# The custom fields an agency may map (README «Request Tracker»), on the queue General.
my $queue = RT::Queue->new(RT->SystemUser);
$queue->Load('General');
my %fields = (${Object.entries(CUSTOM_FIELDS)
  .map(([name, values]) => `'${name}' => [${values.map((v) => `'${v}'`).join(', ')}]`)
  .join(', ')});
for my $name (sort keys %fields) {
  my $field = RT::CustomField->new(RT->SystemUser);
  my @values = @{ $fields{$name} };
  my ($ok, $why) = $field->Create(Name => $name, Type => @values ? 'Select' : 'Freeform', MaxValues => 1,
    LookupType => 'RT::Queue-RT::Ticket');
  die $why unless $ok;
  my $order = 0;
  $field->AddValue(Name => $_, SortOrder => $order++) for @values;
  $field->AddToObject($queue);
}
my @tokens;
for my $user ($root, $operator) {
  my ($ok, $msg, $token) = RT::AuthToken->new(RT->SystemUser)->Create(Owner => $user->Id, Description => 'psp');
  die $msg unless $ok;
  push @tokens, $token;
}
binmode STDOUT;
print join(' ', @tokens);
`

export const requestTrackerInstalled = () => existsSync(RT_SERVER) && existsSync(RT_SETUP)

const adminUrl = () => process.env.RT_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

function siteConfig(database: string, port: number) {
  const server = new URL(adminUrl())
  const text = (value: string) => `'${value.replace(/[\\']/g, '\\$&')}'`
  return [
    `Set($DatabaseType, 'Pg');`,
    `Set($DatabaseHost, ${text(server.hostname)});`,
    `Set($DatabasePort, ${text(server.port || '5432')});`,
    `Set($DatabaseName, ${text(database)});`,
    `Set($DatabaseUser, 'psp_rt');`,
    `Set($DatabasePassword, 'psp_rt');`,
    `Set($DatabaseAdmin, ${text(decodeURIComponent(server.username || 'postgres'))});`,
    `Set($rtname, 'psp-test');`,
    `Set($Organization, 'psp-test');`,
    `Set($WebDomain, '127.0.0.1');`,
    `Set($WebPort, ${port});`,
    `Set($WebPath, '');`,
    `Set($LogToSTDERR, 'error');`,
    `Set($LogToSyslog, undef);`,
    // The mail RT's scrips send goes nowhere: the portal tells its users itself.
    `Set($MailCommand, 'sendmailpipe');`,
    `Set($SendmailPath, '/bin/true');`,
    '1;',
  ].join('\n')
}

export async function startRequestTracker(): Promise<RequestTracker> {
  if (!requestTrackerInstalled())
    throw new Error('Request Tracker 5 is not installed: apt-get install request-tracker5 rt5-db-postgresql')
  const port = await freePort()
  const database = `psp_rt_${port}`
  const dir = mkdtempSync(path.join(tmpdir(), 'psp-rt-'))
  mkdirSync(path.join(dir, 'RT_SiteConfig.d'))
  writeFileSync(path.join(dir, 'RT_SiteConfig.pm'), siteConfig(database, port))
  const env = {
    ...process.env,
    RT_SITE_CONFIG: path.join(dir, 'RT_SiteConfig.pm'),
    RT_SITE_CONFIG_DIR: path.join(dir, 'RT_SiteConfig.d'),
  }
  await onAdmin((client) => client.query(`drop database if exists ${database}`))
  const setUp = spawnSync(RT_SETUP, ['--action', 'init', '--dba-password', ''], { env, encoding: 'utf8' })
  if (setUp.status !== 0) throw new Error(`rt-setup-database failed: ${setUp.stderr}${setUp.stdout}`)
  // The token an agency creates for the portal in RT's settings («Auth Tokens»), and an operator of the desk with a
  // token of their own, made here through RT's own code.
  const made = spawnSync('perl', [`-I${RT_LIB}`, '-e', TOKENS_SCRIPT], { env, encoding: 'utf8' })
  const [token, operatorToken] = made.stdout.trim().split(' ')
  if (made.status !== 0 || !operatorToken) throw new Error(`no RT auth tokens: ${made.stderr}`)
  const url = `http://127.0.0.1:${port}`

  let server: ChildProcess | null = null
  const start = async () => {
    // A process group of its own: RT's server forks workers, which must stop with it.
    server = spawn(RT_SERVER, ['--port', String(port)], { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true })
    let log = ''
    server.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)))
    for (let i = 0; i < 240; i++) {
      if (server.exitCode !== null) throw new Error(`rt-server exited: ${log}`)
      try {
        const answer = await fetch(`${url}/REST/2.0/queues/all`, { headers: { Authorization: `token ${token}` } })
        if (answer.ok) return
      } catch {
        /* not listening yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`rt-server did not answer in 60 s: ${log}`)
  }
  const stop = async () => {
    const running = server
    server = null
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    process.kill(-running.pid!, 'SIGKILL')
    await exited
  }
  await start()

  return {
    url,
    token,
    operator: OPERATOR,
    async rest(method, pathname, body) {
      const answer = await fetch(`${url}/REST/2.0${pathname}`, {
        method,
        headers: { Authorization: `token ${operatorToken}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await answer.text()
      return { status: answer.status, json: text ? (JSON.parse(text) as unknown) : null }
    },
    stop,
    start,
    async close() {
      await stop()
      await onAdmin((client) => client.query(`drop database if exists ${database}`)).catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
