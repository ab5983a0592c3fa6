// This app's own data: renovation works of public libraries (not SIIPRO's fixtures). The statuses are the ones the
// kit's StatusPill colours; the score is the 0-100 figure ScoreBadge shows.
export interface LibraryWork {
  id: string;
  library: string;
  province: string;
  status: string;
  score: number;
}

export const LIBRARY_WORKS: readonly LibraryWork[] = [
  { id: 'bp-01', library: 'Biblioteca Popular Sarmiento', province: 'San Juan', status: 'Ejecución', score: 82 },
  {
    id: 'bp-02',
    library: 'Biblioteca Popular Alfonsina Storni',
    province: 'Santa Fe',
    status: 'Priorizado',
    score: 67,
  },
  {
    id: 'bp-03',
    library: 'Biblioteca Popular Bernardino Rivadavia',
    province: 'Buenos Aires',
    status: 'Identificado',
    score: 44,
  },
  { id: 'bp-04', library: 'Biblioteca Popular Juana Manso', province: 'Chubut', status: 'Finalizado', score: 91 },
  {
    id: 'bp-05',
    library: 'Biblioteca Popular Almafuerte',
    province: 'Córdoba',
    status: 'Presupuesto Asignado',
    score: 73,
  },
  {
    id: 'bp-06',
    library: 'Biblioteca Popular Eduarda Mansilla',
    province: 'Mendoza',
    status: 'Desestimado',
    score: 18,
  },
  { id: 'bp-07', library: 'Biblioteca Popular Manuel Belgrano', province: 'Jujuy', status: 'Ejecución', score: 58 },
  {
    id: 'bp-08',
    library: 'Biblioteca Popular Rosario Vera Peñaloza',
    province: 'La Rioja',
    status: 'Priorizado',
    score: 76,
  },
  {
    id: 'bp-09',
    library: 'Biblioteca Popular Domingo Faustino',
    province: 'Neuquén',
    status: 'Identificado',
    score: 35,
  },
  { id: 'bp-10', library: 'Biblioteca Popular Victoria Ocampo', province: 'Tucumán', status: 'Ejecución', score: 88 },
  { id: 'bp-11', library: 'Biblioteca Popular Atahualpa Yupanqui', province: 'Salta', status: 'Finalizado', score: 63 },
  {
    id: 'bp-12',
    library: 'Biblioteca Popular Azucena Villaflor',
    province: 'Misiones',
    status: 'Presupuesto Asignado',
    score: 49,
  },
];
