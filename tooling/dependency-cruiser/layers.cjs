// The layer rules that packages/api and apps/web share (docs/architecture.md, "Layers"): given the
// units of one source folder in their order, a dependency-cruiser configuration in which each unit may
// import only from the units listed before it (type-only imports too), and no file may take part in an import cycle (type
// imports included). A unit is a folder (`modules/kvk`) or a top file (`root.ts`) under src/.

/** the path pattern of a unit (relative to the package) */
const unitPath = (unit) => (unit.endsWith('.ts') ? `^src/${unit.replace('.', '\\.')}$` : `^src/${unit}/`);
const anyOf = (units) => units.map(unitPath).join('|');

/**
 * @param {object} options
 * @param {string[][]} options.layers each entry one layer, lowest first; the units of one layer must not import each other
 * @param {string} options.exclude the files not cruised (tests)
 * @returns {import('dependency-cruiser').IConfiguration}
 */
function layeredConfig({ layers, exclude }) {
  const layerRules = layers.flatMap((layer, i) => {
    const later = layers.slice(i + 1).flat();
    return layer.map((unit) => ({
      name: `layer:${unit}`,
      comment: `${unit} may import only from the layers before it (docs/architecture.md)`,
      severity: 'error',
      from: { path: unitPath(unit) },
      to: { path: anyOf([...later, ...layer.filter((other) => other !== unit)]) },
    }));
  });
  return {
    forbidden: [
      {
        name: 'no-circular',
        comment: 'no import cycle between files, type imports included',
        severity: 'error',
        from: {},
        to: { circular: true },
      },
      ...layerRules,
    ],
    options: {
      doNotFollow: { path: 'node_modules' },
      exclude: { path: exclude },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      reporterOptions: { text: { highlightFocused: true } },
    },
  };
}

module.exports = { layeredConfig };
