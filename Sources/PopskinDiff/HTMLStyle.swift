/// The report's style and behaviour, inline: a neutral page (light or dark), a checkerboard behind every picture so
/// transparency shows, pixels kept sharp when zoomed; a swipe (the slider moves the edge between before and after)
/// or toggle (a click flips them) view. The script also marks the body `data-images="loaded"` once every image has
/// decoded, for the browser test.
enum HTMLStyle {
    static let css = """
        :root{color-scheme:light dark;--bg:#f4f4f5;--fg:#18181b;--muted:#71717a;--card:#fff;--line:#e4e4e7;\
        --c1:#e5e5e5;--c2:#fafafa;--zoom:2;--pos:50%}
        :root[data-page=dark]{--bg:#18181b;--fg:#f4f4f5;--muted:#a1a1aa;--card:#27272a;--line:#3f3f46;\
        --c1:#3a3a3f;--c2:#2e2e33}
        @media (prefers-color-scheme:dark){:root:not([data-page=light]){--bg:#18181b;--fg:#f4f4f5;--muted:#a1a1aa;\
        --card:#27272a;--line:#3f3f46;--c1:#3a3a3f;--c2:#2e2e33}}
        *{box-sizing:border-box}
        body{margin:0;padding:24px 32px 64px;background:var(--bg);color:var(--fg);\
        font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif}
        header{display:flex;justify-content:space-between;align-items:flex-end;gap:16px;flex-wrap:wrap}
        h1{margin:0;font-size:22px;font-weight:650}
        .versions{margin:4px 0 0;color:var(--muted)}
        code{font:12.5px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
        .controls{display:flex;gap:12px;align-items:center;color:var(--muted)}
        select,button{font:inherit;color:var(--fg);background:var(--card);border:1px solid var(--line);\
        border-radius:6px;padding:3px 8px}
        .counts{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:18px 0 8px;padding:12px 0;\
        border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
        .count{padding:4px 10px;border-radius:999px;background:var(--card);border:1px solid var(--line);\
        color:var(--fg);text-decoration:none}
        .count b{font-variant-numeric:tabular-nums}
        .count.changed b{color:#d97706}.count.added b{color:#16a34a}.count.removed b{color:#dc2626}
        .meta{margin-left:auto;color:var(--muted)}
        h2.group{font-size:13px;text-transform:uppercase;letter-spacing:.08em;color:var(--muted);margin:28px 0 10px}
        .theme.changed{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:16px 18px;\
        margin:0 0 18px}
        h3{margin:0 0 4px;font-size:17px;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
        .px{font-size:12.5px;font-weight:400;color:var(--muted)}
        .measure{font-size:12px;color:var(--muted);white-space:nowrap}
        .description{margin:0 0 10px;color:var(--muted)}
        .badge{font-size:11px;font-weight:600;white-space:nowrap;padding:2px 8px;border-radius:999px;text-transform:uppercase;\
        letter-spacing:.04em;background:#71717a33;color:var(--muted)}
        .badge.major{background:#dc262622;color:#dc2626}.badge.minor{background:#d9770622;color:#d97706}
        .badge.patch{background:#2563eb22;color:#3b82f6}
        table.values{border-collapse:collapse;width:100%;margin:8px 0 14px}
        .values th{text-align:left;font-weight:500;color:var(--muted);font-size:12px;border-bottom:1px solid var(--line);\
        padding:4px 8px}
        .values td{padding:6px 8px;border-bottom:1px solid var(--line);vertical-align:top}
        .values tr.note td{color:var(--muted);font-style:italic}
        .where{color:var(--muted);font-size:12px}
        .chip{display:inline-block;width:12px;height:12px;border-radius:3px;margin-right:6px;vertical-align:-1px;\
        background:var(--c);box-shadow:inset 0 0 0 1px #0003}
        .cases{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,calc(380px * var(--zoom))),1fr));gap:22px}
        figure.case{margin:0}
        figcaption{color:var(--muted);margin-bottom:6px}
        .pair{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}
        .compare,.diff-pane{position:relative;border-radius:8px;overflow:hidden;line-height:0;\
        background:repeating-conic-gradient(var(--c1) 0 25%,var(--c2) 0 50%) 0 0/16px 16px}
        .compare img,.diff-pane img{width:calc(var(--w) * var(--zoom));image-rendering:pixelated;display:block}
        .compare img.after{position:absolute;inset:0;clip-path:inset(0 0 0 var(--pos))}
        .compare-box{display:flex;flex-direction:column;gap:4px}
        .slider{width:100%;margin:0;accent-color:#3b82f6}
        .compare::after{content:"";position:absolute;top:0;bottom:0;left:var(--pos);width:2px;margin-left:-1px;\
        background:#3b82f6;pointer-events:none}
        body[data-mode=toggle] .compare img.after{clip-path:none;opacity:0}
        body[data-mode=toggle] .compare.flipped img.after{opacity:1}
        body[data-mode=toggle] .compare::after,body[data-mode=toggle] .slider{visibility:hidden}
        body[data-mode=toggle] .compare{cursor:pointer}
        body[data-mode=side] .compare img.after{position:static;clip-path:none}
        body[data-mode=side] .compare{display:flex;gap:8px;background:none}
        body[data-mode=side] .compare img{background:repeating-conic-gradient(var(--c1) 0 25%,var(--c2) 0 50%) 0 0/16px 16px}
        body[data-mode=side] .compare::after,body[data-mode=side] .slider{visibility:hidden}
        .legend{display:flex;gap:14px;color:var(--muted);font-size:12px;margin-top:6px}
        .k{display:inline-block;width:9px;height:9px;border-radius:2px;margin:0 4px 0 6px}
        .k.red{background:#f00}.k.green{background:#00c800}.k.yellow{background:#ff0}
        .same{color:var(--muted);font-size:12.5px}
        table.summary{margin:0 0 22px;background:var(--card);border-radius:8px}
        .summary a{color:inherit;font-weight:600}.num{font-variant-numeric:tabular-nums;white-space:nowrap}
        .strip{display:flex;flex-direction:column;gap:6px;margin:8px 0 10px}
        .strip-row{display:flex;gap:10px;align-items:center}
        .strip-row span{width:44px;color:var(--muted);font-size:12px}
        .strip img{width:calc(var(--w) * .75);image-rendering:auto;border-radius:6px;\
        background:repeating-conic-gradient(var(--c1) 0 25%,var(--c2) 0 50%) 0 0/12px 12px}
        details.more{margin-top:12px}details.more summary{cursor:pointer;color:var(--muted);font-size:12.5px}
        details.more .cases{margin-top:12px}
        .problem{color:#dc2626}
        ul.names{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));\
        gap:8px}
        ul.names li{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:8px 12px}
        ul.names .description{margin:2px 0 0;font-size:12.5px}
        .note{color:var(--muted);font-size:12.5px;margin-top:4px}
        li.added b{color:#16a34a}li.removed b{color:#dc2626;text-decoration:line-through}
        .none{color:var(--muted)}
        """

    static let script = """
        (function(){
        var root=document.documentElement,body=document.body;
        function set(k,v){body.setAttribute('data-'+k,v);}
        set('mode','swipe');
        document.getElementById('mode').addEventListener('change',function(e){set('mode',e.target.value);});
        document.getElementById('zoom').addEventListener('change',function(e){root.style.setProperty('--zoom',e.target.value);});
        document.getElementById('page-theme').addEventListener('click',function(){
        var dark=root.getAttribute('data-page')==='dark'||(!root.getAttribute('data-page')&&matchMedia('(prefers-color-scheme: dark)').matches);
        root.setAttribute('data-page',dark?'light':'dark');});
        document.querySelectorAll('.compare').forEach(function(c){
        var s=c.parentNode.querySelector('.slider');
        s.addEventListener('input',function(){c.style.setProperty('--pos',s.value+'%');});
        c.addEventListener('click',function(e){if(e.target!==s&&body.getAttribute('data-mode')==='toggle')c.classList.toggle('flipped');});});
        function check(){var all=Array.prototype.every.call(document.images,function(i){return i.complete&&i.naturalWidth>0;});
        set('images',all?'loaded':'broken');set('image-count',document.images.length);\
        set('height',document.documentElement.scrollHeight);}
        if(document.readyState==='complete')check();else window.addEventListener('load',check);
        })();
        """
}
