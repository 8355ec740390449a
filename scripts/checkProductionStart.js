// CI's production check, run in a copy of the built checkout installed with
// `npm ci --omit=dev`: `npm start` serves the API and the web app, and stops on SIGTERM;
// `review-admin --help` runs. Plain JavaScript: there is no TypeScript runner in that install.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './buildState.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'production-start-'));
const fail = (message) => {
  console.error(`Production start check failed: ${message}`);
  process.exit(1);
};

const child = spawn('npm', ['start', '--silent'], {
  cwd: ROOT,
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '0' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => {
  output += chunk;
});
child.stderr.on('data', (chunk) => {
  output += chunk;
});
const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
const timer = setTimeout(() => {
  child.kill('SIGKILL');
  fail(`not ready within 120 s:\n${output}`);
}, 120_000);

let ready = false;
const url = await Promise.race([
  new Promise((resolve) => {
    child.stdout.on('data', () => {
      const match = /Ready on (http:\/\/\S+?)"/.exec(output);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
  }),
  exited.then((code) => {
    if (!ready) fail(`npm start exited with ${code} before it was ready:\n${output}`);
  }),
]);
ready = true;
clearTimeout(timer);

const health = await fetch(`${url}/api/health`);
if (health.status !== 200) fail(`/api/health answered ${health.status}`);
const page = await fetch(`${url}/`);
const html = await page.text();
if (page.status !== 200 || !html.includes('<div id="root">')) {
  fail(`/ answered ${page.status} without the web app`);
}

child.kill('SIGTERM');
const code = await exited;
if (code !== 0 || !output.includes('"Stopped"')) fail(`stopping gave exit ${code}:\n${output}`);

const help = spawnSync(process.execPath, ['cli/bin/review-admin.js', '--help'], {
  cwd: ROOT,
  encoding: 'utf8',
});
if (help.status !== 0 || !help.stdout.includes('Usage: review-admin')) {
  fail(`review-admin --help exited ${help.status}:\n${help.stdout}${help.stderr}`);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`npm start served ${url} and stopped on SIGTERM; review-admin --help ran`);
