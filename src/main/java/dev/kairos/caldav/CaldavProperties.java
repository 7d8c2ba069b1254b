package dev.kairos.caldav;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * Settings of CalDAV.
 *
 * @param renderCacheSize what the rendered resources of the {@code events} calendars
 * ({@link RenderedResources}) may take in memory, over all users, roughly in bytes; 0
 * keeps none
 */
@ConfigurationProperties("kairos.caldav")
@Validated
record CaldavProperties(@DefaultValue("64MB") DataSize renderCacheSize) {

}
