#!/usr/bin/env node
/**
 * Records the reference CMS's video banner (fixtures/public/media/atelier-banner.webm) in Debian Chromium:
 * a 6-second canvas animation of a turning wheel, drawn here, captured with MediaRecorder. Run it again only to
 * change the video: `node tests/tools/record-banner-video.mjs`.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';

const OUT = resolve(import.meta.dirname, '../../fixtures/public/media/atelier-banner.webm');
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const page = await browser.newPage();
await page.setContent('<canvas width="640" height="240"></canvas>');
const bytes = await page.evaluate(async () => {
  const canvas = document.querySelector('canvas');
  const context = canvas.getContext('2d');
  const stream = canvas.captureStream(25);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 400_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const start = performance.now();
  const draw = () => {
    const t = (performance.now() - start) / 1000;
    const sky = context.createLinearGradient(0, 0, 640, 0);
    sky.addColorStop(0, '#083528');
    sky.addColorStop(1, '#0d4f3c');
    context.fillStyle = sky;
    context.fillRect(0, 0, 640, 240);
    context.fillStyle = '#f4c542';
    context.fillRect(0, 200, 640, 4);
    for (const [x, r] of [
      [200, 60],
      [440, 60],
    ]) {
      context.save();
      context.translate(x, 140);
      context.rotate(t * 3);
      context.strokeStyle = '#ffffff';
      context.lineWidth = 6;
      context.beginPath();
      context.arc(0, 0, r, 0, Math.PI * 2);
      context.stroke();
      context.lineWidth = 2;
      for (let i = 0; i < 12; i++) {
        context.rotate(Math.PI / 6);
        context.beginPath();
        context.moveTo(0, 0);
        context.lineTo(r, 0);
        context.stroke();
      }
      context.restore();
    }
    context.strokeStyle = '#f4c542';
    context.lineWidth = 8;
    context.beginPath();
    context.moveTo(200, 140);
    context.lineTo(300, 70);
    context.lineTo(440, 140);
    context.lineTo(330, 140);
    context.lineTo(300, 70);
    context.stroke();
    if (recorder.state === 'recording') requestAnimationFrame(draw);
  };
  recorder.start();
  draw();
  await new Promise((done) => setTimeout(done, 6000));
  recorder.stop();
  await new Promise((done) => (recorder.onstop = done));
  const blob = new Blob(chunks, { type: 'video/webm' });
  return Array.from(new Uint8Array(await blob.arrayBuffer()));
});
await writeFile(OUT, Buffer.from(bytes));
console.log(`${OUT}: ${(bytes.length / 1024).toFixed(0)} kB`);
await browser.close();
