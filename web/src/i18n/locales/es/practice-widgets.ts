import type { Widen } from './core';

/**
 * Catalog part `practice`, the widgets of daily practice (issue 12): the opón where a sign is
 * built, the mastery map, the daily goal ring and the streak badge. Spanish is the source.
 */
export const practiceWidgets = {
  opon: {
    label: 'Opón: construye el signo',
    right: 'Pata derecha',
    left: 'Pata izquierda',
    single: 'sencilla',
    double: 'doble',
    unset: 'sin marcar',
    mark: '{{leg}}, marca {{n}} de 4: {{state}}',
    markRight: '{{leg}}, marca {{n}} de 4: {{state}}; correcta',
    markWrong: '{{leg}}, marca {{n}} de 4: {{state}}; incorrecta, era {{expected}}',
    markWrongOnly: '{{leg}}, marca {{n}} de 4: {{state}}; incorrecta',
    changed: '{{leg}}, marca {{n}}: {{state}}',
    wrong: 'Incorrecta',
    expected: 'Era',
    progress_one: '{{count}} de 8 marcas puestas',
    progress_many: '{{count}} de 8 marcas puestas',
    progress_other: '{{count}} de 8 marcas puestas',
    hint: 'Toca una marca para cambiarla entre sencilla y doble. Con el teclado: flechas para moverte, 1 sencilla, 2 doble, Espacio cambia, Supr borra.',
  },
  masteryMap: {
    title: 'Mapa de dominio de los 256 signos',
    axes: 'Filas: pata derecha. Columnas: pata izquierda. La diagonal son los Meji.',
    rightLeg: 'Pata derecha',
    leftLeg: 'Pata izquierda',
    cell: '{{name}}: {{level}}; lectura {{read}}, construcción {{build}}',
    percent: '{{value}} %',
    notSeen: 'sin ver',
    missing: 'Sin datos',
    hint: 'Pulsa un signo para abrirlo en la enciclopedia. Con el teclado: flechas para moverte, Intro para abrirlo.',
    levels: {
      unseen: 'sin practicar',
      weak: 'flojo',
      learning: 'aprendiendo',
      known: 'dominado',
    },
    legend: {
      title: 'Leyenda',
      note: 'Cuenta el recuerdo previsto más bajo de tus dos tarjetas del signo: lectura y construcción.',
      unseen: { title: 'Sin practicar', text: 'aún no lo has visto' },
      weak: { title: 'Flojo', text: 'menos del 70 %' },
      learning: { title: 'Aprendiendo', text: 'del 70 % al 89 %, recién repasado o falta una tarjeta' },
      known: { title: 'Dominado', text: 'lectura y construcción al 90 % o más' },
      count_one: '{{count}} signo',
      count_many: '{{count}} signos',
      count_other: '{{count}} signos',
    },
  },
  goalRing: {
    label: 'Meta diaria: {{xp}} de {{goal}} XP',
    labelMet: 'Meta diaria cumplida: {{xp}} de {{goal}} XP',
    value: '{{xp}} / {{goal}} XP',
    met: 'Cumplida',
  },
};
export type PracticeWidgetsCatalog = Widen<typeof practiceWidgets>;
