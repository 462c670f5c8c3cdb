// The database door by type (docs/architecture.md, "One way to the database"): a call on a Prisma model
// delegate (`x.user.findMany()`, whatever `x` is called: `database`, `d`, a destructured `ctx.db`) or on
// a node-postgres pool or client (`pool.query()`) outside the files that may talk to the database. It
// asks the type checker what the called object is, so renaming a handle does not get past it; the
// configuration that uses it says which files are the door (repositories, the database module).
const MESSAGE =
  "Only *.repository.ts talks to the database: move this query into the module's repository (transactions: inTransaction from infra/database.ts).";

/** What a type is, for the door: a Prisma model delegate, a pg pool or client, or nothing of either. */
function databaseKind(type) {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (!symbol) return null;
  const name = symbol.getName();
  const file = symbol.getDeclarations()?.[0]?.getSourceFile().fileName ?? '';
  if (/Delegate$/.test(name) && /\/generated\/prisma\//.test(file)) return 'prisma';
  if (/^(Pool|PoolClient|Client)$/.test(name) && /\/@types\/pg\//.test(file)) return 'pg';
  return null;
}

/** A Prisma model delegate's every method runs a query; of a pg pool or client, `query` and `connect` do. */
function isDatabaseCall(type, method) {
  const parts = type.isUnion() || type.isIntersection() ? type.types : [type];
  return parts.some((part) => {
    const kind = databaseKind(part);
    return kind === 'prisma' || (kind === 'pg' && (method === 'query' || method === 'connect'));
  });
}

/** @type {import('eslint').Rule.RuleModule} */
const databaseDoorRule = {
  meta: {
    type: 'problem',
    docs: { description: 'database calls only through repositories, by the type of the called object' },
    messages: { door: MESSAGE },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program || !services.esTreeNodeToTSNodeMap) return {};
    const checker = services.program.getTypeChecker();
    return {
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type !== 'MemberExpression') return;
        const object = services.esTreeNodeToTSNodeMap.get(callee.object);
        const method =
          callee.property.type === 'Identifier' && !callee.computed
            ? callee.property.name
            : callee.property.type === 'Literal'
              ? String(callee.property.value)
              : null;
        if (object && isDatabaseCall(checker.getTypeAtLocation(object), method))
          context.report({ node, messageId: 'door' });
      },
    };
  },
};

export const databaseDoorPlugin = { rules: { 'database-door': databaseDoorRule } };
