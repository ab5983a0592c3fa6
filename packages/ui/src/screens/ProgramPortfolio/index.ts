export { ProgramPortfolio } from './ProgramPortfolio';
export type { ProgramPortfolioProps } from './ProgramPortfolio';
