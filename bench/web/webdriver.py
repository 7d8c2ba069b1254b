"""A tiny W3C WebDriver client over Debian's chromedriver: enough for the benchmark, no Selenium."""
import base64, json, shutil, socket, subprocess, tempfile, time, urllib.error, urllib.request

ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage']


def _free_port():
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        return s.getsockname()[1]


class Driver:
    """One fresh Chromium (its own profile) behind one chromedriver process."""

    def __init__(self, width=1280, height=900):
        self.port = _free_port()
        self.profile = tempfile.mkdtemp(prefix='kairos-chromium')
        self.proc = subprocess.Popen(['/usr/bin/chromedriver', f'--port={self.port}'],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                urllib.request.urlopen(f'http://127.0.0.1:{self.port}/status', timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        options = {'binary': '/usr/bin/chromium',
                   'args': ARGS + [f'--user-data-dir={self.profile}', f'--window-size={width},{height}']}
        caps = {'capabilities': {'alwaysMatch': {'browserName': 'chrome', 'goog:chromeOptions': options,
                                                 'goog:loggingPrefs': {'browser': 'ALL'}}}}
        self.sid = self._call('POST', '/session', caps)['sessionId']
        self.s('POST', '/timeouts', {'script': 30000, 'pageLoad': 30000})

    def _call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(f'http://127.0.0.1:{self.port}{path}', data=data, method=method,
                                         headers={'Content-Type': 'application/json'})
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                return json.loads(response.read())['value']
        except urllib.error.HTTPError as error:
            raise RuntimeError(error.read().decode()[:300]) from None

    def s(self, method, path, body=None):
        return self._call(method, f'/session/{self.sid}{path}', body)

    def go(self, url):
        self.s('POST', '/url', {'url': url})

    def find(self, css, seconds=15):
        deadline = time.time() + seconds
        while True:
            try:
                found = self.s('POST', '/element', {'using': 'css selector', 'value': css})
                return list(found.values())[0]
            except RuntimeError:
                if time.time() > deadline:
                    raise
                time.sleep(0.05)

    def click(self, css):
        self.s('POST', f'/element/{self.find(css)}/click', {})

    def type(self, css, text):
        self.s('POST', f'/element/{self.find(css)}/value', {'text': text})

    def js(self, script, *args):
        return self.s('POST', '/execute/sync', {'script': script, 'args': list(args)})

    def screenshot(self, path):
        with open(path, 'wb') as out:
            out.write(base64.b64decode(self.s('GET', '/screenshot')))

    def emulate_width(self, width, height=844):
        """A screen narrower than Chromium's smallest window (500 px), as a phone's."""
        self.s('POST', '/goog/cdp/execute', {'cmd': 'Emulation.setDeviceMetricsOverride',
                                              'params': {'width': width, 'height': height, 'deviceScaleFactor': 1, 'mobile': False}})

    def logs(self):
        return self.s('POST', '/se/log', {'type': 'browser'})

    def quit(self):
        try:
            self.s('DELETE', '')
        except RuntimeError:
            pass
        finally:
            self.proc.kill()
            self.proc.wait()
            shutil.rmtree(self.profile, ignore_errors=True)
