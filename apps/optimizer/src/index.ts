export { createApp } from './app.ts';
export { loadConfig, type OptimizerConfig } from './config.ts';
