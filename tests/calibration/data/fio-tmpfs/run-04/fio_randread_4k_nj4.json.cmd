command: fio --name=randread --rw=randread --bs=4k --ioengine=psync --numjobs=4 --directory=/dev/shm/pixfio --size=128M --runtime=3 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 (cwd /dev/shm)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, files on tmpfs /dev/shm (24 GiB), kernel 6.18.44-fc-v1300
started_utc: 2026-12-06T20:12:27Z
finished_utc: 2026-12-06T20:12:31Z
elapsed_s: 4.3
load_before:  20:12:27 up  8:48,  0 user,  load average: 2.08, 1.71, 1.57
busiest_before: kdamond.0(0.4%) process_api(0.4%) kworker/1:1H-kb(0.3%) kworker/u8:1-ev(0.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj4.json
