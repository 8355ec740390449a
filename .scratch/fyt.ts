import { foundingYearsInText } from '../api/src/ai/homepage/foundingYears.ts';
console.log(foundingYearsInText(process.argv[2] as string, process.argv[3]));
