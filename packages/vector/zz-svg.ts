import { readFileSync, writeFileSync } from 'node:fs';
import { importSvg } from './src/svg/import';
import { exportSvg } from './src/svg/export';
import { drawingStatistics } from './src/statistics';
const files = process.argv.slice(2);
for (const file of files) {
  try {
    const result = importSvg(readFileSync(file, 'utf8'));
    const stats = drawingStatistics(result.drawing);
    console.log(file.split('/').pop(), result.width?.toFixed(1), result.height?.toFixed(1), stats.totalShapes, stats.points, JSON.stringify(result.warnings.map((w) => [w.code, w.count])));
    writeFileSync('/tmp/vec/' + file.split('/').pop() + '.out.svg', exportSvg(result.drawing, { width: result.width ?? 100, height: result.height ?? 100 }));
  } catch (error) {
    console.log(file.split('/').pop(), 'ERROR', (error as Error).message);
  }
}
