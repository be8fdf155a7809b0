// A staff member's batch upload, timed in a real browser: signs in, opens an album's page and
// drops 40 phone-sized photos (12 MP JPEGs of 3–5 MB) onto it, then waits until every tile is
// a processed photo. Prints one line: the count, their total size and the seconds it took.
//
// Usage: node bench/album-upload.mjs BASE_URL ALBUM_ID LOGIN PASSWORD
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(
  fileURLToPath(new URL("../web/package.json", import.meta.url)),
);
const { chromium } = require("@playwright/test");

const [base, album, login, password] = process.argv.slice(2);
const COUNT = 40;
const WIDTH = 4032;
const HEIGHT = 3024;
const MIN_BYTES = 3_000_000;
const MAX_BYTES = 5_000_000;

/**
 * A photo-like JPEG drawn in the page: soft gradients and shapes under fine grain, the grain
 * adjusted until the encoder's output lands between 3 and 5 MB, as a phone's photos do.
 */
async function photo(page, seed) {
  let grain = 18;
  for (;;) {
    const base64 = await page.evaluate(
      ({ seed, grain, width, height }) => {
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext("2d");
        const sky = context.createLinearGradient(0, 0, 0, height);
        sky.addColorStop(0, `hsl(${(seed * 37) % 360} 55% 75%)`);
        sky.addColorStop(1, `hsl(${(seed * 37 + 120) % 360} 40% 35%)`);
        context.fillStyle = sky;
        context.fillRect(0, 0, width, height);
        let state = seed * 2654435761;
        const random = () =>
          (state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32;
        for (let shape = 0; shape < 60; shape += 1) {
          context.fillStyle = `hsl(${random() * 360} ${30 + random() * 40}% ${30 + random() * 50}%)`;
          context.beginPath();
          context.ellipse(
            random() * width,
            random() * height,
            50 + random() * 600,
            50 + random() * 400,
            random() * Math.PI,
            0,
            Math.PI * 2,
          );
          context.fill();
        }
        const pixels = context.getImageData(0, 0, width, height);
        const data = pixels.data;
        for (let index = 0; index < data.length; index += 4) {
          const noise = (random() - 0.5) * grain;
          data[index] += noise;
          data[index + 1] += noise;
          data[index + 2] += noise;
        }
        context.putImageData(pixels, 0, 0);
        return canvas.toDataURL("image/jpeg", 0.9).split(",")[1];
      },
      { seed, grain, width: WIDTH, height: HEIGHT },
    );
    const buffer = Buffer.from(base64, "base64");
    if (buffer.length < MIN_BYTES) grain *= 1.4;
    else if (buffer.length > MAX_BYTES) grain /= 1.3;
    else return buffer;
  }
}

// Files, as a phone's browser picks them (Playwright passes no more than 50 MB from memory).
const folder = mkdtempSync(join(tmpdir(), "album-upload-"));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
});
try {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
  });
  await context.addCookies([{ name: "i18next", value: "en", url: base }]);
  const page = await context.newPage();
  page.setDefaultTimeout(600_000);

  await page.goto(`${base}/admin`);
  const files = [];
  for (let seed = 1; seed <= COUNT; seed += 1) {
    const buffer = await photo(page, seed);
    const path = join(folder, `IMG_${String(seed).padStart(4, "0")}.jpg`);
    writeFileSync(path, buffer);
    files.push({ path, bytes: buffer.length });
  }
  await page.getByLabel(/^(Login|Логін)$/).fill(login);
  await page.getByLabel(/^(Password|Пароль)$/).fill(password);
  await page.getByRole("button", { name: /^(Sign in|Увійти)$/ }).click();
  await page.waitForURL(/\/admin\/profile$/);
  await page.goto(`${base}/admin/photogallery/album/${album}`);
  await page.locator('input[type="file"]').waitFor({ state: "attached" });

  const started = performance.now();
  await page
    .locator('input[type="file"]')
    .setInputFiles(files.map((file) => file.path));
  await page
    .locator("[data-photo]")
    .nth(COUNT - 1)
    .waitFor({ state: "attached" });
  await page.locator("[data-upload]").first().waitFor({ state: "detached" });
  const seconds = (performance.now() - started) / 1000;

  const failed = await page.locator('[data-upload="failed"]').count();
  if (failed > 0) throw new Error(`${failed} photos were refused`);
  const megabytes =
    files.reduce((sum, file) => sum + file.bytes, 0) / 1_000_000;
  const sizes = files.map((file) => file.bytes / 1_000_000);
  console.log(
    `${COUNT} JPEGs of ${WIDTH}x${HEIGHT} (${Math.min(...sizes).toFixed(1)}–${Math.max(...sizes).toFixed(1)} MB, ${megabytes.toFixed(0)} MB in all) in ${seconds.toFixed(1)} s`,
  );
} finally {
  await browser.close();
  rmSync(folder, { recursive: true, force: true });
}
