/**
 * The HTML frame of every server-rendered page: the framework's own template
 * (@docusaurus/core/lib/webpack/templates/ssr.html.template.js) with two
 * changes to how the app's scripts (runtime and main.js) are loaded.
 *
 * - No `<link rel="preload" as="script">` for them in the head. The preload
 *   scanner finds the script tags at the end of the body as soon as that part
 *   of the HTML arrives, so they were never late; but preloaded from the head
 *   at high priority, the 120 KB of main.js shared a slow connection with the
 *   stylesheet that the first paint waits for (first contentful paint:
 *   src/plugins/bundle-performance/README.md).
 * - `defer` on the script tags: the page can paint before the scripts run
 *   when they are already there (a repeat visit, from the cache), instead of
 *   holding the first paint until main.js has been evaluated. Deferred
 *   scripts run in order once the document is parsed, as the scripts at the
 *   end of the body did.
 * - The page's own chunks first: server rendering now lists the chunks of the
 *   routes it rendered (src/plugins/bundle-performance/webpack/serverRegistryLoader.ts)
 *   after the app's scripts. Written before them, they are fetched alongside
 *   main.js and installed before it runs, so the runtime never has to look up
 *   their addresses (ChunkHashesFilePlugin.ts in the same folder).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus">
      <%~ it.appHtml %>
    </div>
    <% const isAppScript = (script) => script.startsWith('assets/js/runtime~main.') || script.startsWith('assets/js/main.'); %>
    <% [...it.scripts.filter((script) => !isAppScript(script)), ...it.scripts.filter(isAppScript)].forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
