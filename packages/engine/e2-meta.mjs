import { asyncBufferFromFile, parquetMetadataAsync, parquetSchema } from 'hyparquet';
const file = await asyncBufferFromFile(process.argv[2]);
const meta = await parquetMetadataAsync(file);
console.log(meta.num_rows, parquetSchema(meta).children.map(c=>c.element.name).join(','));
for (const rg of meta.row_groups) for (const c of rg.columns) { const n=c.meta_data.path_in_schema.join('.'); if (n==='season'||n==='week') console.log(n, c.meta_data.statistics?.min_value, c.meta_data.statistics?.max_value); }
