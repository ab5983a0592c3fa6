// The Puntuación SIIPRO: bands, criteria, explanation and suggestions.

export const scoreMessages = {
  score: {
    title: 'Puntuación SIIPRO',
    modalTitle: '¿Cómo se obtiene la Puntuación SIIPRO?',
    intro:
      'La Puntuación SIIPRO va de 0 a 100 y resume la calidad de la información y el potencial del proyecto según criterios ponderados.',
    noScore: 'Sin puntuación',
    criterion: 'Criterio',
    weight: 'Peso',
    criteriaCaption: 'Criterios de la Puntuación SIIPRO y su peso',
    scoreColumn: 'Puntaje',
    contribution: 'Aporte',
    missing: 'Dato faltante',
    missingWarning: 'Faltan datos: los criterios sin información puntúan 0.',
    /** The public portal's row of the criteria whose inputs are internal (domain's toPublicScoreExplanation). */
    withheldCriteria: 'Demás criterios',
    withheldHelp:
      '{criteria}: se calculan con datos internos que no se publican; se muestra lo que aportan en conjunto.',
    withheldScore: 'No publicado',
    bandsTitle: 'Rangos',
    breakdownTitle: 'Detalle del cálculo',
    suggestionsTitle: 'Sugerencias para mejorar',
    pointsToNextBand: 'Faltan {points} puntos para llegar a {band}',
    topBand: 'Está en el rango más alto',
    points: '+{points} pts',
    helpLabel: '¿Cómo se obtiene la Puntuación SIIPRO?',
    bands: { critical: 'Crítico', weak: 'Débil', good: 'Bueno', excellent: 'Excelente' },
    criteria: {
      tir: 'TIR',
      progressStage: 'Etapa de avance',
      sdgs: 'Objetivos de Desarrollo Sostenible',
      beneficiaries: 'Beneficiarios',
      green: 'Proyecto verde',
      genderDiversity: 'Género y diversidad',
      specificFunds: 'Alineación con fondos específicos',
    },
    criteriaHelp: {
      tir: 'Tasa interna de retorno: 12% o menos puntúa 0, 25% o más puntúa 100, lineal entre ambos.',
      progressStage: 'Idea 0, Anteproyecto 33, Proyecto Ejecutivo 67, Pliego licitatorio 100.',
      sdgs: 'Cantidad de ODS vinculados: 6 o más puntúan 100.',
      beneficiaries: 'Beneficiarios por millón invertido, comparados con rangos de referencia.',
      green: 'Sí 100, No 0.',
      genderDiversity: 'Sí 100, No 0.',
      specificFunds: 'Sí 100, No 0.',
    },
    suggestions: {
      tir: {
        title: 'Mejorar la TIR',
        text: 'Revisa la evaluación económica: una TIR de 25% o más obtiene el puntaje máximo.',
      },
      tirMissing: {
        title: 'Cargar la TIR',
        text: 'Carga la tasa interna de retorno de la evaluación económica.',
      },
      progressStage: {
        title: 'Avanzar la etapa',
        text: 'Avanza el proyecto hacia Proyecto Ejecutivo o Pliego licitatorio.',
      },
      progressStageMissing: {
        title: 'Indicar la etapa de avance',
        text: 'Indica si el proyecto es Idea, Anteproyecto, Proyecto Ejecutivo o Pliego licitatorio.',
      },
      sdgs: {
        title: 'Ampliar los ODS',
        text: 'Vincula el proyecto con más Objetivos de Desarrollo Sostenible (hasta 6 suman).',
      },
      sdgsMissing: {
        title: 'Vincular ODS',
        text: 'Indica los Objetivos de Desarrollo Sostenible a los que contribuye el proyecto.',
      },
      beneficiaries: {
        title: 'Ampliar los beneficiarios',
        text: 'Revisa el alcance: más beneficiarios por millón invertido mejoran el puntaje.',
      },
      beneficiariesMissing: {
        title: 'Cargar beneficiarios y presupuesto',
        text: 'Carga la cantidad de beneficiarios y el presupuesto para calcular beneficiarios por millón invertido.',
      },
      green: {
        title: 'Incorporar componentes verdes',
        text: 'Suma componentes ambientales para que el proyecto califique como verde.',
      },
      greenMissing: {
        title: 'Indicar si es un proyecto verde',
        text: 'Indica si el proyecto califica como proyecto verde.',
      },
      genderDiversity: {
        title: 'Incorporar perspectiva de género y diversidad',
        text: 'Suma acciones con perspectiva de género y diversidad.',
      },
      genderDiversityMissing: {
        title: 'Indicar perspectiva de género y diversidad',
        text: 'Indica si el proyecto incorpora perspectiva de género y diversidad.',
      },
      specificFunds: {
        title: 'Alinear con fondos específicos',
        text: 'Identifica fondos específicos (multilaterales, climáticos, sectoriales) con los que se alinea.',
      },
      specificFundsMissing: {
        title: 'Indicar alineación con fondos específicos',
        text: 'Indica si el proyecto está alineado con fondos específicos.',
      },
      fallback: {
        completeData: { title: 'Completar datos clave', text: 'Completa TIR, etapa, ODS y beneficiarios.' },
        advanceStage: { title: 'Avanzar la etapa', text: 'Avanza el proyecto a la siguiente etapa de madurez.' },
        widenSdgs: {
          title: 'Ampliar los ODS',
          text: 'Vincula el proyecto con más Objetivos de Desarrollo Sostenible.',
        },
        greenGender: {
          title: 'Sumar enfoque verde o de género',
          text: 'Incorpora componentes ambientales o de género y diversidad.',
        },
      },
    },
  },
} as const;
