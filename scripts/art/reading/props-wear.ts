/**
 * Props to wear and to win, and rope and net: hat, cap, sock, mitten, scarf, boot, crown, medal,
 * trophy, rope, net.
 */
import { C, E, L, P, R } from './kit';
import { prop, type PropDef } from './props-kit';

export const WEAR_PROPS: Record<string, PropDef> = {
  hat: prop(80, () => E(0, -12, 70, 14, '#6d5ad8') + P('M-40 -14q-4-66 40-66t40 66Z', '#8f7cf0') + R(-40, -34, 80, 14, '#ffd34d', 0, true)),
  cap: prop(60, () => P('M-44 -10q0-50 44-50t44 50Z', '#ff6b6b') + P('M30 -14h60q0 14-20 14h-40Z', '#e8503f') + C(0, -60, 7, '#ffd34d')),
  sock: prop(100, () => P('M-20 -100h40v60q0 10 10 14l30 10q20 10 10 26h-70q-20 0-20-20Z', '#8fd0ff') + R(-20, -100, 40, 16, '#ffffff', 4) + P('M50 -16q14 0 20 16h-24Z', '#ff8fb8', { 'stroke-width': 3 })),
  mitten: prop(100, () => P('M-30 -20v-50q0-30 30-30t30 30v50Z', '#ff8fb8') + P('M-30 -60q-24-10-26 10q0 14 26 20Z', '#ff8fb8') + R(-36, -24, 72, 24, '#ffffff', 8) + C(0, -64, 8, '#ffffff', true)),
  scarf: prop(60, () => P('M-60 -60q60 20 120 0v22q-60 20-120 0Z', '#ff6b6b') + P('M30 -42l10 42h24l-10-46Z', '#ff6b6b') + L('M-40 -56v18M-10 -52v18M20 -52v18', '#ffd34d', 7)),
  boot: prop(100, () => P('M-30 -100h44v66l40 12q14 6 14 22h-98Z', '#ffd34d') + R(-34, -10, 104, 10, '#8a5a3a', 4) + R(-34, -104, 52, 14, '#ffc21f', 6)),
  crown: prop(80, () => P('M-56 0v-60l28 26l28-40l28 40l28-26v60Z', '#ffd34d') + C(-56, -64, 7, '#ff5a5a') + C(0, -78, 8, '#5a8dee') + C(56, -64, 7, '#ff5a5a') + C(0, -24, 10, '#ff5a5a') + R(-56, -12, 112, 12, '#ffc21f', 0, true)),
  medal: prop(110, () => P('M-30 -110l20 60h20l-20-60ZM30 -110l-20 60h-20l20-60Z', '#5a8dee') + C(0, -34, 32, '#ffd34d') + C(0, -34, 18, '#ffc21f', true) + P('M0 -46l4 9l10 1l-7 7l2 10l-9-5l-9 5l2-10l-7-7l10-1Z', '#fff6c8', { stroke: 'none' }), { hold: 1.2 }),
  trophy: prop(130, () => P('M-44 -130h88q0 70-44 70t-44-70Z', '#ffd34d') + L('M-44 -116q-34 0-26 26q6 14 30 10M44 -116q34 0 26 26q-6 14-30 10', '#3b2f4a', 10) + L('M-44 -116q-34 0-26 26q6 14 30 10M44 -116q34 0 26 26q-6 14-30 10', '#ffd34d', 5) + R(-10, -64, 20, 34, '#ffc21f') + R(-40, -30, 80, 30, '#8a5a3a', 6) + E(-18, -108, 6, 14, '#fff6c8', true), { hold: 1.0 }),
  rope: prop(60, () => E(0, -26, 60, 26, '#e0b878') + E(0, -30, 40, 16, '#d0a060') + E(0, -32, 20, 8, '#e0b878') + L('M40 -10q40 10 60 0', '#3b2f4a', 14) + L('M40 -10q40 10 60 0', '#e0b878', 7), { hold: 1.2 }),
  net: prop(160, () => L('M0 0v-90', '#b07a4a', 8) + E(0, -130, 44, 40, '#ffffff') + L('M-30 -156l56 54M-42 -124l42 40M-10 -168l50 50M30 -158l-56 54M42 -124l-42 40M10 -168l-50 50', '#c9d2e0', 3) + E(0, -130, 44, 40, 'none'), { hold: 0.8, grip: 'bottom' }),
  sign: prop(160, () => R(-8, -120, 16, 120, '#b07a4a', 4) + P('M-70 -160h110l26 30l-26 30h-110Z', '#fff1c8') + L('M-50 -130h70', '#b07a4a', 8), { hold: 0.5, grip: 'bottom' }),
};
