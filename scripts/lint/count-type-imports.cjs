/**
 * typescript-eslint's parser, with every import and re-export read as a value import: the cycle rule
 * (import-x/no-cycle) skips type-only imports, and a cycle closed by one is still a cycle (the modules
 * cannot be read or moved one without the other). Only the `importKind`/`exportKind` of the module's
 * top-level statements change; the scope analysis comes from the original parse, so no other rule
 * sees a difference.
 */
const tsParser = require('@typescript-eslint/parser');

function countAsValue(node) {
  if (node.importKind === 'type') node.importKind = 'value';
  if (node.exportKind === 'type') node.exportKind = 'value';
  for (const s of node.specifiers ?? []) {
    if (s.importKind === 'type') s.importKind = 'value';
    if (s.exportKind === 'type') s.exportKind = 'value';
  }
}

const MODULE_STATEMENTS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'TSImportEqualsDeclaration']);

function parseForESLint(code, options) {
  const result = tsParser.parseForESLint(code, options);
  for (const statement of result.ast.body) if (MODULE_STATEMENTS.has(statement.type)) countAsValue(statement);
  return result;
}

module.exports = { meta: { name: 'count-type-imports' }, parseForESLint };
