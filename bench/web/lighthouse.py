#!/usr/bin/env python3
"""Lighthouse 12 on the web app's week view with 500 events.

Starts the packaged service on a free port with a fresh H2 database (as first_view.py does), makes
a user with --create-user, imports 500 events into the current week, signs in with the key
(POST /api/session) and runs Lighthouse on / with the session cookie as an extra header, in
Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), headless, with its desktop preset (1350
px wide: the week view; the default phone preset opens on three days). Prints the categories'
scores and the audits that did not pass, and the load average before and after.
Usage: lighthouse.py JAR [runs] [OTHER_JAR]   (LIGHTHOUSE: the command, default `npx -y lighthouse@12.2.3`)
With OTHER_JAR (say, the jar of the commit before a change), both run side by side, each on its own
port and database, and the runs alternate between them (ABBA), so that both see the same load.
"""
import http.cookiejar, json, os, shlex, shutil, subprocess, sys, tempfile, urllib.request

sys.path.insert(0, os.path.dirname(__file__))
from first_view import EVENTS, call, create_user, start_service, week_ics


def session_cookie(base, key):
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    request = urllib.request.Request(base + '/api/session', data=json.dumps({'api_key': key}).encode(), method='POST',
                                     headers={'Content-Type': 'application/json'})
    opener.open(request, timeout=60).read()
    return '; '.join(f'{c.name}={c.value}' for c in jar)


def lighthouse(base, cookie, out):
    command = shlex.split(os.environ.get('LIGHTHOUSE', 'npx -y lighthouse@12.2.3')) + [
        base + '/', '--preset=desktop', '--only-categories=performance,accessibility,best-practices',
        '--chrome-flags=--headless --no-sandbox', '--extra-headers=' + json.dumps({'Cookie': cookie}),
        '--output=json', '--output-path=' + out, '--quiet']
    env = dict(os.environ, CHROME_PATH=os.environ.get('CHROME_PATH', '/usr/bin/chromium'))
    subprocess.run(command, check=True, env=env)
    with open(out) as f:
        return json.load(f)


def prepare(jar, label):
    """A service of the jar with its user, its 500 events and a warm JIT; (server, base, cookie, work)."""
    work = tempfile.mkdtemp(prefix='kairos-lighthouse')
    server, base = start_service(jar, work)
    key = create_user(jar, work, 'busy@bench.example')
    imported = call(base, 'POST', '/api/calendar/import', key, week_ics(EVENTS), 'text/calendar')
    print(f'{label}: imported {imported["imported"]} events into this week')
    cookie = session_cookie(base, key)
    # Warm-up: JIT and the server's caches, as first_view.py does.
    urllib.request.urlopen(urllib.request.Request(base + '/api/unified/events?start=2000-01-01&end=2000-01-08',
                                                  headers={'Cookie': cookie}), timeout=60).read()
    return server, base, cookie, work


def audit(label, base, cookie, out):
    before = os.getloadavg()[0]
    report = lighthouse(base, cookie, out)
    after = os.getloadavg()[0]
    scores = {name: round(category['score'] * 100) for name, category in report['categories'].items()}
    audits = report['audits']
    metrics = {name: audits[name]['displayValue'] for name in
               ('first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index')}
    print(f'{label}: load {before:.1f} -> {after:.1f}: {scores} {metrics}', flush=True)
    for category in report['categories'].values():
        for ref in category['auditRefs']:
            audit = audits[ref['id']]
            if ref['weight'] > 0 and audit['score'] is not None and audit['score'] < 1:
                print(f'  {category["id"]}: {ref["id"]} {audit["score"]} {audit.get("displayValue", "")}')


def main():
    jars = [sys.argv[1]] + sys.argv[3:4]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    labels = ['this jar', 'other jar'] if len(jars) > 1 else ['run']
    services = []
    try:
        for jar, label in zip(jars, labels):
            services.append(prepare(jar, label))
        for run in range(runs):
            order = list(range(len(jars))) if run % 2 == 0 else list(reversed(range(len(jars))))
            for i in order:
                server, base, cookie, work = services[i]
                out = os.path.join(work, f'report-{run}.json')
                audit(f'run {run + 1}, {labels[i]}', base, cookie, out)
                if run == runs - 1 and i == 0 and os.environ.get('KEEP_REPORT'):
                    shutil.copy(out, os.environ['KEEP_REPORT'])
    finally:
        for server, base, cookie, work in services:
            server.terminate()
            server.wait(30)
            shutil.rmtree(work, ignore_errors=True)

if __name__ == '__main__':
    main()
