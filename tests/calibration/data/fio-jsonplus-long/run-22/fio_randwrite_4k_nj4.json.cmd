command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:18:07Z
finished_utc: 2026-12-06T03:18:17Z
elapsed_s: 9.5
load_before:  03:18:07 up 16:11,  0 user,  load average: 7.71, 7.27, 6.40
busiest_before: alarms_real(47.4%) pixreport(33.3%) clippy-driver(28.3%) clippy-driver(28.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj4.json
