export { createApp, type OptimizerDependencies } from './app.ts';
export { loadConfig, type OptimizerConfig } from './config.ts';
