import { defineConfig } from '@playwright/test'
import { TEST_TOKEN_SECRET } from '../apps/server/test/login-tokens'
import { OIDC_TEST_CLIENT } from '../apps/server/test/oidc-provider'
import { partFiles } from './parts'
import { E2E_BASE_URL, E2E_PORT, E2E_DATA_DIR, E2E_OIDC_ISSUER, E2E_PG_PORT } from './support/env'

/**
 * Browser tests against the production build served by the real server, on a fresh database with demo data. E2E_PART
 * runs one part of them (run-in-parts.ts), with results of its own.
 */
export default defineConfig({
  testDir: './tests',
  ...partFiles(),
  outputDir: `./test-results/${process.env.E2E_PART ?? 'all'}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // Every run starts from an empty data directory, so the server seeds fresh demo data.
    command: `rm -rf '${E2E_DATA_DIR}' && node --import tsx ../apps/server/src/main.ts`,
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // The production build of the web app, served by a server in test mode: production refuses demo data
      // and simulated errors.
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(E2E_PG_PORT),
      DEMO_SEED: 'true',
      SIMULATED_ERRORS: 'true',
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_PER_IP: '1000',
      // Links in e-mails (read from DATA_DIR/mail-outbox by the tests) lead back to this server.
      PUBLIC_URL: E2E_BASE_URL,
      PASSWORD_RESET_MAX_PER_HOUR: '1000',
      // Token login (e2e/tests/token-login.spec.ts signs tokens as an external system would).
      TOKEN_LOGIN_HMAC_SECRET: TEST_TOKEN_SECRET,
      // Single sign-on (e2e/tests/single-sign-on.spec.ts starts the provider; the portal discovers it on first use).
      OIDC_ISSUER_URL: E2E_OIDC_ISSUER,
      OIDC_CLIENT_ID: OIDC_TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_TEST_CLIENT.secret,
      OIDC_NAME: 'Тестовый IdP',
      // Reports count exactly, however slow the machine: a report is kept for a minute only past this (ADR 0022).
      REPORT_SLOW_MS: '600000',
      // Webhooks go to receivers the tests start on this machine, delivered within a second (ADR 0032).
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_POLL_SECONDS: '1',
    },
  },
})
