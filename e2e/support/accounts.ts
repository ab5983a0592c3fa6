// The demo accounts of the deterministic seed (ARCHITECTURE.md §2), as a person would type them.
export const DEMO_PASSWORD = 'demo1234';

export const accounts = {
  admin: { email: 'admin@siipro.test', name: 'María Fernández' },
  editor: { email: 'editor@siipro.test', name: 'Juan Pérez' },
  viewer: { email: 'viewer@siipro.test', name: 'Lucía Gómez' },
  optimizer: { email: 'optimizador@siipro.test', name: 'Martín Rodríguez' },
  newcomer: { email: 'nuevo@siipro.test', name: 'Sofía Díaz' },
} as const;

export const tenants = {
  demo: { slug: 'cenit-demo', name: 'CENIT Demo' },
  works: { slug: 'obras-publicas', name: 'Obras Públicas' },
} as const;
