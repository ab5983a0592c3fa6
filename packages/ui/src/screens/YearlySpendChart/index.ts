export { YearlySpendChart, type YearlySpendChartProps } from './YearlySpendChart';
