command: fio --name=randread --rw=randread --bs=4k --ioengine=psync --numjobs=2 --directory=/dev/shm/pixfio --size=128M --runtime=3 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 (cwd /dev/shm)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, files on tmpfs /dev/shm (24 GiB), kernel 6.18.44-fc-v1300
started_utc: 2026-12-06T20:15:58Z
finished_utc: 2026-12-06T20:16:03Z
elapsed_s: 4.3
load_before:  20:15:58 up  8:52,  0 user,  load average: 1.75, 1.81, 1.64
busiest_before: kdamond.0(0.4%) process_api(0.4%) kworker/1:1H-kb(0.3%) kworker/u8:1-kv(0.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj2.json
