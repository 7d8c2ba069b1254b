// Drives Kairos' CalDAV server with tsdav (npm), an independent client, for CaldavClientTests.
// Usage: node tsdav_client.mjs <step> <server url> <user> <password> [state json]
// Prints one JSON object with what the client saw.
import { createRequire } from 'node:module';

// NODE_PATH (the suite sets it) is where tsdav is installed.
const require = createRequire(import.meta.url);
const { DAVClient } = require('tsdav');

const [step, serverUrl, username, password, stateJson] = process.argv.slice(2);
const state = stateJson ? JSON.parse(stateJson) : {};

const SERIES = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//tsdav test//EN',
  'BEGIN:VEVENT', 'UID:tsdav-series@example.com', 'DTSTAMP:20300101T000000Z',
  'DTSTART;TZID=Europe/Berlin:20300107T100000', 'DTEND;TZID=Europe/Berlin:20300107T113000',
  'RRULE:FREQ=WEEKLY;COUNT=4', 'SUMMARY:Seminar', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:tsdav-series@example.com', 'DTSTAMP:20300101T000000Z',
  'RECURRENCE-ID;TZID=Europe/Berlin:20300114T100000',
  'DTSTART;TZID=Europe/Berlin:20300115T100000', 'DTEND;TZID=Europe/Berlin:20300115T113000',
  'SUMMARY:Seminar (moved)', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

const ONE_OFF = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//tsdav test//EN',
  'BEGIN:VEVENT', 'UID:tsdav-one@example.com', 'DTSTAMP:20300101T000000Z',
  'DTSTART:20300201T090000Z', 'DTEND:20300201T100000Z', 'SUMMARY:Dentist', 'END:VEVENT',
  'END:VCALENDAR', ''].join('\r\n');

const ALARMED = [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//tsdav test//EN',
  'BEGIN:VEVENT', 'UID:tsdav-alarm@example.com', 'DTSTAMP:20300101T000000Z',
  'DTSTART:20300301T090000Z', 'DTEND:20300301T100000Z', 'SUMMARY:Exam',
  'BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:Exam', 'TRIGGER;RELATED=START:-PT15M', 'END:VALARM',
  'BEGIN:VALARM', 'ACTION:EMAIL', 'SUMMARY:Exam', 'DESCRIPTION:Exam', 'ATTENDEE:mailto:me@example.com',
  'TRIGGER:-P1D', 'END:VALARM',
  'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

async function client() {
  const c = new DAVClient({ serverUrl, credentials: { username, password }, authMethod: 'Basic',
    defaultAccountType: 'caldav' });
  await c.login();
  return c;
}

async function main() {
  if (step === 'wrong-password') {
    try {
      await client();
      return { login: 'ok' };
    } catch (e) {
      return { login: 'failed', message: String(e.message || e) };
    }
  }
  const c = await client();
  const calendars = await c.fetchCalendars();
  const calendar = calendars[0];
  const out = { account: c.account.homeUrl, principal: c.account.principalUrl,
    calendars: calendars.map((cal) => ({ url: cal.url, name: cal.displayName, components: cal.components,
      syncToken: cal.syncToken, ctag: cal.ctag, reports: cal.reports })) };
  if (step === 'crud') {
    out.createSeries = (await c.createCalendarObject({ calendar, filename: 'tsdav-series.ics', iCalString: SERIES })).status;
    out.createOne = (await c.createCalendarObject({ calendar, filename: 'tsdav-one.ics', iCalString: ONE_OFF })).status;
    out.createAgain = (await c.createCalendarObject({ calendar, filename: 'tsdav-one.ics', iCalString: ONE_OFF })).status;
    const objects = await c.fetchCalendarObjects({ calendar });
    out.objects = objects.map((o) => ({ url: o.url, etag: o.etag, data: o.data }));
    const one = objects.find((o) => o.url.endsWith('tsdav-one.ics'));
    out.update = (await c.updateCalendarObject({ calendarObject: { ...one, data: one.data.replace('Dentist', 'Dentist (moved)') } })).status;
    out.staleUpdate = (await c.updateCalendarObject({ calendarObject: { ...one, data: one.data.replace('Dentist', 'Stale') } })).status;
    const expanded = await c.fetchCalendarObjects({ calendar, timeRange: { start: '2030-01-13T00:00:00Z', end: '2030-01-20T00:00:00Z' }, expand: true });
    out.expanded = expanded.map((o) => ({ url: o.url, data: o.data }));
    const multi = await c.calendarMultiGet({ url: calendar.url, depth: '1',
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      objectUrls: objects.map((o) => new URL(o.url).pathname) });
    out.multiget = multi.map((r) => ({ href: r.href, status: r.status, ok: r.ok }));
    const fresh = (await c.fetchCalendarObjects({ calendar })).find((o) => o.url.endsWith('tsdav-one.ics'));
    out.staleDelete = (await c.deleteCalendarObject({ calendarObject: { ...fresh, etag: '"stale"' } })).status;
    out.delete = (await c.deleteCalendarObject({ calendarObject: fresh })).status;
    out.syncToken = (await c.fetchCalendars())[0].syncToken;
  }
  if (step === 'alarms') {
    out.create = (await c.createCalendarObject({ calendar, filename: 'tsdav-alarm.ics', iCalString: ALARMED })).status;
    const find = async () => (await c.fetchCalendarObjects({ calendar })).find((o) => o.url.endsWith('tsdav-alarm.ics'));
    out.created = (await find()).data;
  }
  if (step === 'alarms-again') {
    // Read what the server has now, write it back unchanged, read it again.
    const find = async () => (await c.fetchCalendarObjects({ calendar })).find((o) => o.url.endsWith('tsdav-alarm.ics'));
    const read = await find();
    out.read = read.data;
    out.writeBack = (await c.updateCalendarObject({ calendarObject: read })).status;
    out.after = (await find()).data;
  }
  if (step === 'sync') {
    const responses = await c.syncCollection({ url: calendar.url, props: { 'd:getetag': {} }, syncLevel: 1,
      syncToken: state.syncToken });
    out.sync = responses.map((r) => ({ href: r.href, status: r.status, etag: r.props && r.props.getetag,
      raw: r.raw && r.raw.syncToken }));
    const detailed = await c.smartCollectionSync({ collection: { ...calendar, syncToken: state.syncToken,
      objects: state.objects || [], objectMultiGet: (params) => c.calendarMultiGet(params) }, method: 'webdav',
      detailedResult: true });
    out.smart = { created: detailed.objects.created.map((o) => o.url), updated: detailed.objects.updated.map((o) => o.url),
      deleted: detailed.objects.deleted.map((o) => o.url), syncToken: detailed.syncToken };
  }
  if (step === 'all') {
    // Every resource as a full calendar-query gives it (tsdav parses the answer as it arrives).
    const objects = await c.fetchCalendarObjects({ calendar });
    out.objects = objects.map((o) => ({ url: o.url, etag: o.etag, data: o.data }));
  }
  if (step === 'stale-sync') {
    try {
      const responses = await c.syncCollection({ url: calendar.url, props: { 'd:getetag': {} }, syncLevel: 1,
        syncToken: 'http://kairos.dev/ns/sync/99999999' });
      out.stale = responses.map((r) => ({ status: r.status, ok: r.ok, raw: JSON.stringify(r.raw || null) }));
    } catch (e) {
      out.stale = String(e.message || e);
    }
  }
  return out;
}

main().then((out) => console.log(JSON.stringify(out)), (e) => {
  console.log(JSON.stringify({ error: String(e && e.stack || e) }));
  process.exitCode = 1;
});
