//! `acp trace show FILE --html OUT`: the exchange as a self-contained page (inline
//! CSS and script, the rows as embedded JSON, nothing loaded from the network)
//! drawing a sequence diagram: the client's and the agent's lifelines, one arrow per
//! row in time order (requests solid, responses dashed, notifications dotted,
//! folded updates bold, lines that are not messages red), and a timeline of the
//! time since the first line beside it. Clicking an arrow shows its message.

use super::model::Row;

const STYLE: &str = r#"
body { font: 13px system-ui, sans-serif; margin: 16px; color: #222; }
h1 { font-size: 16px; margin: 0 0 4px; }
#summary { color: #555; margin-bottom: 8px; }
svg text { font: 12px ui-monospace, monospace; }
.life { stroke: #999; stroke-dasharray: 2 3; }
.head { font-weight: bold; }
.time { fill: #777; }
.msg line { stroke-width: 1.4; }
.msg.request line { stroke: #1f5fbf; }
.msg.response line { stroke: #2f8f3f; stroke-dasharray: 6 4; }
.msg.notification line { stroke: #8a4fbf; stroke-dasharray: 2 3; }
.msg.updates line { stroke: #bf7f1f; stroke-width: 3; }
.msg.line line { stroke: #c0392b; }
.msg:hover text { font-weight: bold; }
.gap { fill: #e8eef8; }
#detail { white-space: pre-wrap; background: #f6f6f6; padding: 8px; max-height: 40vh; overflow: auto; }
"#;

const SCRIPT: &str = r#"
(function () {
  const rows = JSON.parse(document.getElementById('trace-data').textContent);
  const ns = 'http://www.w3.org/2000/svg';
  const client = 260, agent = 820, top = 60, step = 30, width = 1000;
  const height = top + rows.length * step + 20;
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('width', width);
  svg.setAttribute('height', height);
  function el(name, attrs, parent, text) {
    const e = document.createElementNS(ns, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    (parent || svg).appendChild(e);
    return e;
  }
  const defs = el('defs', {});
  const marker = el('marker', { id: 'head', viewBox: '0 0 10 10', refX: 10, refY: 5,
    markerWidth: 8, markerHeight: 8, orient: 'auto-start-reverse' }, defs);
  el('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: '#444' }, marker);
  el('text', { x: client, y: 24, 'text-anchor': 'middle', class: 'head' }, svg, 'Client');
  el('text', { x: agent, y: 24, 'text-anchor': 'middle', class: 'head' }, svg, 'Agent');
  el('text', { x: 10, y: 24, class: 'head' }, svg, 'time');
  el('line', { x1: client, y1: 34, x2: client, y2: height, class: 'life' });
  el('line', { x1: agent, y1: 34, x2: agent, y2: height, class: 'life' });
  const total = rows.length ? rows[rows.length - 1].t : 0;
  rows.forEach(function (row, i) {
    const y = top + i * step;
    // The timeline: the time since the first line, and a bar as long as the gap before this row.
    const gap = i ? row.t - rows[i - 1].t : 0;
    const bar = total > 0 ? Math.max(1, 90 * gap / total) : 1;
    el('rect', { x: 110, y: y - 10, width: bar, height: 12, class: 'gap' });
    el('text', { x: 10, y: y, class: 'time' }, svg, (row.t * 1000).toFixed(1) + ' ms');
    const fromClient = row.dir === 'client->agent';
    const g = el('g', { class: 'msg ' + row.kind, 'data-row': i });
    const x1 = fromClient ? client : agent, x2 = fromClient ? agent : client;
    el('line', { x1: x1, y1: y, x2: x2, y2: y, 'marker-end': 'url(#head)' }, g);
    let label = row.label + ' ' + row.summary;
    if (row.kind === 'updates') label = row.label + ' \u00d7' + row.count + ': ' + row.summary;
    if (row.answer) label += '  (' + row.answer[1].toFixed(1) + ' ms)';
    if (label.length > 80) label = label.slice(0, 79) + '\u2026';
    el('text', { x: (client + agent) / 2, y: y - 5, 'text-anchor': 'middle' }, g, label);
    el('title', {}, g, JSON.stringify(row.message, null, 1).slice(0, 2000));
    g.addEventListener('click', function () {
      document.getElementById('detail').textContent = JSON.stringify(row.message, null, 2);
    });
  });
  document.getElementById('diagram').appendChild(svg);
  document.getElementById('summary').textContent = rows.length + ' rows over ' +
    (total * 1000).toFixed(1) + ' ms. Click an arrow to see its message.';
  document.body.setAttribute('data-rendered', String(rows.length));
})();
"#;

/// The page for `rows`, titled `title`.
pub fn page(rows: &[Row], title: &str) -> String {
    let data = serde_json::to_string(rows)
        .expect("rows encode")
        // Nothing in the data can end the script element.
        .replace('<', "\\u003c");
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n\
         <h1>{title}</h1>\n<div id=\"summary\"></div>\n<div id=\"diagram\"></div>\n\
         <pre id=\"detail\"></pre>\n\
         <script type=\"application/json\" id=\"trace-data\">{data}</script>\n\
         <script>{SCRIPT}</script>\n</body>\n</html>\n",
        title = escape(title)
    )
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
