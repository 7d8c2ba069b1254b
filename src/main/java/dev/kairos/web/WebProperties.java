package dev.kairos.web;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.annotation.Validated;

/**
 * HTTP limits.
 *
 * @param maxBodySize the largest request body accepted on /api/** (larger ones get 413)
 */
@ConfigurationProperties("kairos.web")
@Validated
record WebProperties(@DefaultValue("1MB") DataSize maxBodySize) {

}
