export * from './OpenDataView';
