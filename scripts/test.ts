import { spawn } from 'node:child_process';

// `npm test`: the schema check, the build (browser tests run against dist/), then the tests, with the type check
// running beside all three. tsc is one thread for about 80 s of CPU and checks what nothing else waits for; started
// first, it takes a core the build and the test processes, which mostly wait on PostgreSQL and Chromium, leave idle.
// Its report is printed once it ends; the run fails when either the type check or a step fails. Arguments after
// `npm test --` go to vitest.

const bin = (name: string) => `node_modules/.bin/${name}`;

function run(cmd: string, args: string[], quiet = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d));
    child.stderr?.on('data', (d: Buffer) => (output += d));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const typecheck = run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], true).then((r) => {
  console.log(r.code === 0 ? '[typecheck] no type errors' : `[typecheck] failed:\n${r.output}`);
  return r.code;
});

async function steps(): Promise<number> {
  for (const [cmd, args] of [
    [bin('tsx'), ['scripts/checkSchemas.ts']],
    [bin('vite'), ['build']],
    [bin('vitest'), ['run', '--maxWorkers=100%', ...process.argv.slice(2)]],
  ] as const) {
    const { code } = await run(cmd, [...args]);
    if (code !== 0) return code;
  }
  return 0;
}

const [stepsCode, typeCode] = await Promise.all([steps(), typecheck]);
process.exit(stepsCode || typeCode);
