import { tatamiFill } from '../src/index';
const outer = [{ x: 0, y: 0 }];
for (let i = 0; i < 60; i++) { outer.push({ x: i * 3 + 1, y: 0 }, { x: i * 3 + 1, y: 80 }, { x: i * 3 + 2, y: 80 }, { x: i * 3 + 2, y: 0 }); }
outer.push({ x: 181, y: 0 }, { x: 181, y: 100 }, { x: 0, y: 100 });
const holes = [];
for (let i = 0; i < 30; i++) holes.push([{ x: i * 6 + 1.2, y: 85 }, { x: i * 6 + 3, y: 85 }, { x: i * 6 + 3, y: 95 }, { x: i * 6 + 1.2, y: 95 }]);
for (const angle of [0, 90, 45]) {
  const t = performance.now();
  const runs = tatamiFill({ outer, holes }, { angle, underlay: true });
  console.log(angle, (performance.now() - t).toFixed(1), 'ms', runs.length, 'runs', runs.reduce((s, r) => s + r.length, 0), 'stitches');
}
