package dev.kairos.storage;

import java.util.Optional;

import javax.sql.DataSource;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.context.ApplicationListener;
import org.springframework.context.event.ContextRefreshedEvent;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/**
 * Creates the embedded database's folder owner-only before the database opens (H2 would
 * create it with the umask's permissions), and restricts the files in it once the
 * application has started (H2 creates its files with the umask's permissions too; until
 * then they sit in a folder no one else can enter).
 */
@Component
public class DataFolderPermissions implements BeanPostProcessor, ApplicationListener<ContextRefreshedEvent> {

	private final Environment environment;

	DataFolderPermissions(Environment environment) {
		this.environment = environment;
	}

	@Override
	public Object postProcessBeforeInitialization(Object bean, String beanName) {
		if (bean instanceof DataSource) {
			folder().ifPresent(DataFolder::create);
		}
		return bean;
	}

	@Override
	public void onApplicationEvent(ContextRefreshedEvent event) {
		folder().ifPresent(DataFolder::restrictFiles);
	}

	private Optional<DataFolder> folder() {
		return DataFolder.of(this.environment.getProperty("spring.datasource.url"));
	}

}
