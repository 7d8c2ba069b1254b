#!/usr/bin/env python3
"""How soon the web app's first calendar view appears with 500 events in the week.

Starts the packaged service on a free port with a fresh H2 database, makes a user with
--create-user, imports 500 events into the current week (and, for the ratio, a second user with
none), then, in one run, opens the app in Debian's headless Chromium `rounds` times per user,
alternating users (ABBA) and reads the `kairos:first-view` performance mark the app sets once the
first view has rendered its events (milliseconds since the navigation began), and `kairos:first-data`
(the events in hand, before they are drawn). Prints p50/p90/max of both and the busy/empty ratio.
"""
import datetime, json, os, shutil, socket, statistics, subprocess, sys, tempfile, time, urllib.request

sys.path.insert(0, os.path.dirname(__file__))
from webdriver import Driver

EVENTS = 500


def free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


def call(base, method, path, key, body=None, content_type='application/json'):
    request = urllib.request.Request(base + path, data=body, method=method,
                                     headers={'Authorization': f'Bearer {key}', 'Content-Type': content_type})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read() or b'null')


def week_ics(count):
    today = datetime.datetime.now(datetime.timezone.utc).date()
    monday = today - datetime.timedelta(days=today.weekday())
    lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Kairos bench//EN']
    for i in range(count):
        day = monday + datetime.timedelta(days=i % 7)
        minute = 8 * 60 + (i // 7) * 10 % (12 * 60)
        start = datetime.datetime.combine(day, datetime.time(minute // 60, minute % 60))
        end = start + datetime.timedelta(minutes=30)
        lines += ['BEGIN:VEVENT', f'UID:bench-{i}@kairos', 'DTSTAMP:20260101T000000Z',
                  f'DTSTART:{start:%Y%m%dT%H%M%S}Z', f'DTEND:{end:%Y%m%dT%H%M%S}Z', f'SUMMARY:Bench event {i}', 'END:VEVENT']
    lines.append('END:VCALENDAR')
    return ('\r\n'.join(lines) + '\r\n').encode()


def first_view(base, key):
    driver = Driver(width=1280, height=900)
    try:
        driver.go(base + '/favicon.svg')
        driver.go(base + '/')
        driver.type('#api-key', key)
        driver.click('#sign-in-form button')
        driver.find('.fc-timegrid')
        # Signed in: now time a fresh load of the app, as a returning user sees it.
        driver.go(base + '/')
        for _ in range(300):
            mark = driver.js("const m = performance.getEntriesByName('kairos:first-view'); return m.length ? m[0].startTime : null")
            if mark is not None:
                data = driver.js("return performance.getEntriesByName('kairos:first-data')[0].startTime")
                events = driver.js("return document.querySelectorAll('.fc-event').length")
                return mark, data, events
            time.sleep(0.05)
        raise RuntimeError('no kairos:first-view mark within 15 s')
    finally:
        driver.quit()


def summary(name, values):
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(round(0.9 * (len(values) - 1))))]
    return f'{name:<22} n={len(values):<3} p50={statistics.median(values):7.1f} ms  p90={p90:7.1f} ms  max={values[-1]:7.1f} ms'


def start_service(jar, work):
    """The packaged service on a free port with a fresh H2 database in work, once its health answers."""
    port = free_port()
    base = f'http://127.0.0.1:{port}'
    server = subprocess.Popen(['java', '-jar', jar, f'--server.port={port}'], cwd=work,
                              stdout=open(os.path.join(work, 'server.log'), 'w'), stderr=subprocess.STDOUT)
    for _ in range(240):
        try:
            urllib.request.urlopen(base + '/actuator/health', timeout=2)
            break
        except OSError:
            time.sleep(0.5)
    return server, base


def create_user(jar, work, email):
    """A user made with --create-user on the service's database; its API key."""
    return subprocess.run(['java', '-jar', jar, f'--create-user={email}'], cwd=work,
                          capture_output=True, text=True, check=True).stdout.strip()


def main():
    jar = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    work = tempfile.mkdtemp(prefix='kairos-web-bench')
    server, base = start_service(jar, work)
    try:
        keys = {}
        for name in ('busy', 'empty'):
            keys[name] = create_user(jar, work, f'{name}@bench.example')
        imported = call(base, 'POST', '/api/calendar/import', keys['busy'], week_ics(EVENTS), 'text/calendar')
        print(f'imported {imported["imported"]} events into this week for the busy user')
        first_view(base, keys['busy'])  # warm-up: JIT, caches
        times = {'busy': [], 'empty': []}
        drawing = {'busy': [], 'empty': []}
        shown = 0
        for i in range(rounds):
            for name in (('busy', 'empty') if i % 2 == 0 else ('empty', 'busy')):
                mark, data, events = first_view(base, keys[name])
                times[name].append(mark)
                drawing[name].append(mark - data)
                if name == 'busy':
                    shown = events
        print(f'load average: {os.getloadavg()[0]:.2f}')
        print(summary(f'{EVENTS} events (busy)', times['busy']) + f'  ({shown} event elements drawn)')
        print(summary('no events (empty)', times['empty']))
        print(summary('  drawing, busy', drawing['busy']) + '  (from the events in hand to the view drawn)')
        print(summary('  drawing, empty', drawing['empty']))
        print(f'ratio busy/empty p50: {statistics.median(times["busy"]) / statistics.median(times["empty"]):.2f}')
    finally:
        server.terminate()
        server.wait(30)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    main()
